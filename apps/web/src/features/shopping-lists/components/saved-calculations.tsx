import { useState } from 'react';
import type { BulkItem, SavedBulkCalculation } from '@brigade/domain/schemas/shopping-lists';
import { mdiContentSave } from '@mdi/js';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { notify } from '../../../lib/notifications.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveCalculation, useSavedCalculations } from '../api/bulk-calculations.ts';

interface Props {
  items: BulkItem[];
  onLoad: (calculation: SavedBulkCalculation) => void;
}

/** Load a saved calculation, or save the current one under a name (the loaded one is updated). */
export function SavedCalculations({ items, onLoad }: Props) {
  const { t } = useTranslation('shopping-lists');
  const saved = useSavedCalculations();
  const save = useSaveCalculation();
  const [loaded, setLoaded] = useState<SavedBulkCalculation | null>(null);
  const [name, setName] = useState('');

  const load = (id: number) => {
    const calculation = saved.data?.items.find((c) => c.bulk_calculation_id === id);
    if (!calculation) return;
    setLoaded(calculation);
    setName(calculation.name);
    onLoad(calculation);
  };

  const submit = async () => {
    const sameName = loaded && loaded.name === name.trim();
    const result = await save.mutateAsync({
      id: sameName ? loaded.bulk_calculation_id : undefined,
      version: sameName ? loaded.version : undefined,
      name,
      items,
    });
    setLoaded(result);
    notify(t('calculator.saved', { name: result.name }), 'success');
  };

  // The one just saved shows before the list is read again.
  const options = [...(saved.data?.items ?? [])];
  if (loaded && !options.some((c) => c.bulk_calculation_id === loaded.bulk_calculation_id))
    options.push(loaded);
  const nameError = isApiError(save.error) ? save.error.details?.name : undefined;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('calculator.load')}
          value={loaded?.bulk_calculation_id ?? ''}
          onChange={(event) => load(Number(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {options.map((c) => (
            <MenuItem key={c.bulk_calculation_id} value={c.bulk_calculation_id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('calculator.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(nameError)}
          helperText={nameError ? translateMessage(nameError) : undefined}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button
          variant="outlined"
          onClick={() => void submit().catch(() => undefined)}
          disabled={save.isPending}
          startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('calculator.save')}
        </Button>
      </Stack>
      <SaveErrorAlert error={save.error} />
    </Stack>
  );
}
