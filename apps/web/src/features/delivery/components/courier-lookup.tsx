import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PostcodeCourier } from '@brigade/domain/schemas/postcodes';
import { useTranslation } from 'react-i18next';
import { getPostcodeCourier } from '../api/postcode-extras.ts';

/** Courier lookup for a postcode: which courier delivers there, and why. */
export function CourierLookup() {
  const { t } = useTranslation('delivery');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<PostcodeCourier | null>(null);
  const lookUp = async () => {
    setResult(null);
    try {
      setResult(await getPostcodeCourier(code.trim()));
    } catch {
      // The snackbar says why (unknown or malformed postcode).
    }
  };
  return (
    <Stack
      spacing={1}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void lookUp();
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('postcodes.lookup.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <Button type="submit" variant="outlined" disabled={!code.trim()}>
          {t('postcodes.lookup.submit')}
        </Button>
      </Stack>
      {result ? (
        <Alert severity={result.courier ? 'info' : 'warning'} role="status">
          {result.courier
            ? `${t('postcodes.lookup.result', { postcode: result.postcode, zone: result.zone, courier: result.courier })} (${t(result.source === 'zone_default' ? 'postcodes.lookup.fromZone' : 'postcodes.lookup.fromType')})`
            : t('postcodes.lookup.none', { postcode: result.postcode, zone: result.zone })}
        </Alert>
      ) : null}
    </Stack>
  );
}
