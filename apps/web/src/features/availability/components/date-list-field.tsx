import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { formatDate } from './format-date.ts';

export interface DatesValues {
  dates: string[];
}

/** The message of an error entry, when it is an error with one. */
const messageOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && 'message' in entry && typeof entry.message === 'string'
    ? entry.message
    : undefined;

/** Several dates at once: pick a date, add it to the list (chips), remove any before saving. */
export function DateListField({ control }: { control: Control<DatesValues> }) {
  const { t, i18n } = useTranslation('availability');
  const [picked, setPicked] = useState('');
  return (
    <Controller
      control={control}
      name="dates"
      render={({ field, fieldState, formState }) => {
        const dates = field.value ?? [];
        const add = () => {
          if (picked && !dates.includes(picked)) field.onChange([...dates, picked].sort());
          setPicked('');
        };
        // Item errors arrive as dates.N (from the server or the schema); show the first under the field.
        const itemErrors: unknown[] = Object.values(formState.errors.dates ?? {});
        const message = fieldState.error?.message ?? itemErrors.map(messageOf).find((m) => m !== undefined);
        return (
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                type="date"
                label={t('field.date')}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
              <Button onClick={add} disabled={!picked} variant="outlined">
                {t('add.addDate')}
              </Button>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('add.chosen')}>
              {dates.length === 0 ? <FormHelperText>{t('add.none')}</FormHelperText> : null}
              {dates.map((date) => (
                <Chip
                  key={date}
                  label={formatDate(date, i18n.language)}
                  onDelete={() => field.onChange(dates.filter((d) => d !== date))}
                />
              ))}
            </Stack>
            {message ? <FormHelperText error>{translateMessage(message)}</FormHelperText> : null}
          </Stack>
        );
      }}
    />
  );
}
