import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useValidateAddress } from '../api/postal-api.ts';
import { QualityChip } from './quality-chip.tsx';

const FIELDS = [
  ['name', 'check.name'],
  ['street', 'check.street'],
  ['house_number', 'check.houseNumber'],
  ['postcode', 'check.postcode'],
  ['city', 'check.city'],
] as const;
type Field = (typeof FIELDS)[number][0];
const empty: Record<Field, string> = { name: '', street: '', house_number: '', postcode: '', city: '' };

/** Checks one address with the postal service: its quality, the address as it would be used, and why. */
export function AddressCheckForm() {
  const { t } = useTranslation('postal');
  const [values, setValues] = useState(empty);
  const check = useValidateAddress();
  const details = check.error instanceof ApiError ? check.error.details : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(values);
  };
  const result = check.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} aria-label={t('check.title')}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('check.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            size="small"
            margin="none"
            label={t(label)}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={Boolean(details?.[field])}
            helperText={details?.[field] ? translateMessage(details[field]) : undefined}
            sx={{ width: field === 'house_number' || field === 'postcode' ? 140 : 200 }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={check.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('check.submit')}
        </Button>
      </Stack>
      {check.isError && !details ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {check.error.message}
        </Alert>
      ) : null}
      {result ? (
        <Stack spacing={0.5} sx={{ mt: 2 }} data-testid="postal-check-result">
          <Typography component="div">
            {t('check.result')} <QualityChip quality={result.quality} />
          </Typography>
          <Typography variant="body2">
            {t('check.usedAs', {
              street: result.address.street,
              houseNumber: result.address.house_number,
              postcode: result.address.postcode,
              city: result.address.city,
            })}
          </Typography>
          {result.messages.map((m) => (
            <Typography key={m} variant="body2" color="text.secondary">
              {translateMessage(m)}
            </Typography>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
