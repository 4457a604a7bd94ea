import type { MarginsResponse } from '@brigade/domain/schemas/margins';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** How the figures are made, what is not available yet, and the ingredients left out of food cost. */
export function MarginsNotes({ data }: { data: MarginsResponse }) {
  const { t } = useTranslation('margins');
  const missing = [
    data.available.labour ? null : t('notes.labour'),
    data.available.delivery ? null : t('notes.delivery'),
  ].filter(Boolean);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Alert severity="info" data-testid="margins-how">
        {t('notes.how')}
      </Alert>
      {missing.length > 0 ? <Alert severity="info">{missing.join(' ')}</Alert> : null}
      {data.uncosted.length > 0 ? (
        <Alert severity="warning" data-testid="margins-uncosted">
          {t('notes.uncosted', { count: data.uncosted.length })}{' '}
          {data.uncosted.map((u) => `${u.name} (${t(`uncosted.${u.reason}`)})`).join(', ')}
        </Alert>
      ) : null}
    </Stack>
  );
}
