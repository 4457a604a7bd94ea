import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicLabels } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { formatWindow, recipientOf } from '../model/stop-format.ts';

type Label = PublicLabels['labels'][number];

/** One stop's label: its number large, then who, where, when and how many bags. */
export function LabelCard({ label }: { label: Label }) {
  const { t } = useTranslation('dispatch');
  return (
    <Paper
      variant="outlined"
      data-testid="label-card"
      sx={{ p: 2, breakInside: 'avoid', '@media print': { borderColor: '#000' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {t('public.stop', { number: label.pickup_index + 1 })}
        </Typography>
        <Typography color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {label.code}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{recipientOf(label)}</Typography>
      <Typography>
        {label.street}
        {label.co ? `, ${label.co}` : ''}
      </Typography>
      <Typography>
        {label.postcode} {label.city}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {t('public.window', { window: formatWindow(label.window_from, label.window_to) })} ·{' '}
        {t('public.bags', { count: label.bags })}
      </Typography>
      {label.phone ? <Typography variant="body2">{label.phone}</Typography> : null}
      {label.instruction ? (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {label.instruction}
        </Typography>
      ) : null}
    </Paper>
  );
}
