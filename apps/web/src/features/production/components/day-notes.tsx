import type { ProductionDay } from '@brigade/domain/schemas/production';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The day notes and chef notes as the kitchen reads them (edited in the day notes dialog). */
export function DayNotes({ day }: { day: ProductionDay }) {
  const { t } = useTranslation('production');
  if (!day.notes && !day.notes_chef) return null;
  const block = (title: string, text: string, testId: string) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }} data-testid={testId}>
        <Typography variant="overline" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {text || '–'}
        </Typography>
      </Paper>
    </Grid>
  );
  return (
    <Grid container spacing={2} sx={{ my: 2 }}>
      {block(t('day.notes'), day.notes, 'day-notes')}
      {block(t('day.notesChef'), day.notes_chef, 'chef-notes')}
    </Grid>
  );
}
