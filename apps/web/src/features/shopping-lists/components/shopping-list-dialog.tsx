import { useState } from 'react';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays, isoWeekday } from '@brigade/domain/calendar/iso-date';
import {
  createShoppingListRequest,
  type ShoppingListWriteResponse,
} from '@brigade/domain/schemas/shopping-lists';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { shoppingListQueryOptions } from '../api/get-shopping-list.ts';
import { useSaveShoppingList } from '../api/save-shopping-list.ts';
import { ShoppingDatePicker } from './date-picker.tsx';

export interface ShoppingListDraft {
  id?: number;
  name: string;
  dates: string[];
  version?: number;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** An existing list (edit) or the dates to start with (new). */
  draft: ShoppingListDraft;
  onSaved: (list: ShoppingListWriteResponse) => void;
}

/** The 'shopping list' dialog: a name and the dates whose recipes make the list. */
export function ShoppingListDialog(props: Props) {
  return props.open ? <OpenDialog {...props} /> : null;
}

const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

function OpenDialog({ onClose, draft, onSaved }: Props) {
  const { t } = useTranslation('shopping-lists');
  const { t: common } = useTranslation('common');
  const queryClient = useQueryClient();
  const save = useSaveShoppingList();
  const [name, setName] = useState(draft.name);
  const [dates, setDates] = useState(draft.dates);
  const [version, setVersion] = useState(draft.version);
  const [monday, setMonday] = useState(() => mondayOf(draft.dates[0] ?? defaultWeekMonday(new Date())));
  const [datesError, setDatesError] = useState<string | null>(null);

  const submit = async () => {
    const checked = createShoppingListRequest.safeParse({ name, dates });
    if (!checked.success) {
      setDatesError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setDatesError(null);
    try {
      const list = await save.mutateAsync(
        draft.id === undefined ? { name, dates } : { id: draft.id, name, dates, version: version ?? 1 },
      );
      onClose();
      onSaved(list);
    } catch (error) {
      if (isApiError(error) && error.details) setDatesError(Object.values(error.details)[0] ?? null);
    }
  };

  const reload = async () => {
    if (draft.id === undefined) return;
    const current = await queryClient.fetchQuery({ ...shoppingListQueryOptions(draft.id), staleTime: 0 });
    setName(current.name);
    setDates(current.dates);
    setVersion(current.version);
    save.reset();
  };

  return (
    <Dialog
      open
      onClose={() => !save.isPending && onClose()}
      aria-labelledby="shopping-list-dialog"
      maxWidth="md"
    >
      <DialogTitle id="shopping-list-dialog">
        {draft.id ? t('dialog.editTitle') : t('dialog.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('dialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={t('dialog.nameHint')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <ShoppingDatePicker
            dates={dates}
            onChange={setDates}
            monday={monday}
            onWeekChange={(date) => setMonday(mondayOf(date ?? defaultWeekMonday(new Date())))}
          />
          {datesError ? <Alert severity="error">{translateMessage(datesError)}</Alert> : null}
          <SaveErrorAlert error={save.error} onReload={draft.id ? reload : undefined} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          {common('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {draft.id ? common('save') : t('dialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
