import { useState } from 'react';
import { defaultMenuOverride, type MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import type { PublishMenuResponse } from '@brigade/domain/schemas/menus';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime, formatIsoDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { publishedMenuQueryOptions } from '../api/get-published-menu.ts';
import { usePublishMenu } from '../api/publish-menu.ts';
import { PublishGate, usePublishGate } from './publish-gate.tsx';

/** The menu as last read: null while it is not published. */
export interface PublishedState {
  version: number;
  menu_override: MenuOverride | null;
  published_at: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  date: string;
  menuIndex: number;
  published: PublishedState | null;
  onPublished?: (menu: PublishMenuResponse) => void;
}

/**
 * 'Publish' / 'Republish': choose the variant (standard or A-Life) and snapshot the date's dishes. While a dish
 * has problems (ADR 055) the dialog lists them and Publish is disabled; a SUPER may give a reason and
 * 'Publish anyway'.
 */
export function PublishDialog(props: Props) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, date, menuIndex, published, onPublished }: Props) {
  const { t, i18n } = useTranslation('menus');
  const { t: common } = useTranslation('common');
  const queryClient = useQueryClient();
  const publish = usePublishMenu();
  const [current, setCurrent] = useState(published);
  const [override, setOverride] = useState<MenuOverride | null>(
    published ? published.menu_override : defaultMenuOverride(menuIndex),
  );
  const gate = usePublishGate(date, menuIndex, override);

  const submit = async () => {
    try {
      const menu = await publish.mutateAsync({
        date,
        menuIndex,
        menu_override: override,
        version: current?.version ?? 0,
        ...(gate.overriding ? { override_reason: gate.reason.trim() } : {}),
      });
      notify(t('publish.done'), 'success');
      if (!menu.stored) notify(t('publish.notStored'), 'warning');
      onClose();
      onPublished?.(menu);
    } catch {
      // The alert below shows why; after a 409 it offers to reload. A refusal for problems shows them afresh.
      void gate.genesis.refetch();
    }
  };

  // Someone published meanwhile: take the menu's current version, then publish again on purpose.
  const reload = async () => {
    const menu = await queryClient.fetchQuery({
      ...publishedMenuQueryOptions(date, menuIndex),
      staleTime: 0,
    });
    setCurrent(menu);
    publish.reset();
  };

  const dateText = formatIsoDate(date, i18n.language, 'full');
  return (
    <Dialog open onClose={() => !publish.isPending && onClose()} aria-labelledby="publish-menu-title">
      <DialogTitle id="publish-menu-title">
        {current ? t('publish.retitle', { date: dateText }) : t('publish.title', { date: dateText })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('publish.text')}</Typography>
          {current ? (
            <Typography variant="body2">
              {t('publish.replaces', { when: formatDateTime(current.published_at, i18n.language) })}
            </Typography>
          ) : null}
          <div>
            <FormLabel id="publish-variant">{t('variant.label')}</FormLabel>
            <RadioGroup
              aria-labelledby="publish-variant"
              value={override ?? 'standard'}
              onChange={(event) => setOverride(event.target.value === 'ALIFE' ? 'ALIFE' : null)}
            >
              <FormControlLabel
                value="standard"
                control={<Radio />}
                label={`${t('variant.standard')} — ${t('variant.standardHint')}`}
              />
              <FormControlLabel
                value="ALIFE"
                control={<Radio />}
                label={`${t('variant.ALIFE')} — ${t('variant.aLifeHint')}`}
              />
            </RadioGroup>
          </div>
          <PublishGate
            gate={gate}
            reasonError={isApiError(publish.error) ? publish.error.details?.override_reason : undefined}
          />
          <SaveErrorAlert error={publish.error} onReload={reload} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={publish.isPending}>
          {common('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!gate.open || publish.isPending}
          startIcon={publish.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {gate.overriding ? t('publish.anyway') : current ? t('actions.republish') : t('actions.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
