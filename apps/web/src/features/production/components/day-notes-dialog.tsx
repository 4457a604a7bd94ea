import { putDayNotesRequest, type ProductionDay } from '@brigade/domain/schemas/production';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { getProductionWeek } from '../api/get-production-week.ts';
import { usePutDayNotes } from '../api/put-day-notes.ts';
import { NotesField } from './notes-field.tsx';

interface Props {
  day: ProductionDay;
  open: boolean;
  onClose: () => void;
}

/** The 'day notes' dialog: the day's notes and the chef notes (each at most 5000 characters, ADR 031). */
export function DayNotesDialog({ day, open, onClose }: Props) {
  const { t, i18n } = useTranslation('production');
  const save = usePutDayNotes();
  // After a 409 the day as stored now (someone saved first); any date asks for its own week.
  const reload = async () => {
    const week = await getProductionWeek(day.date);
    const current = week.days.find((d) => d.date === day.date) ?? day;
    return { notes: current.notes, notes_chef: current.notes_chef, version: current.version };
  };
  return (
    <FormDialog
      open={open}
      title={t('notes.title', { day: formatDay(day.date, i18n.language) })}
      schema={putDayNotesRequest}
      defaultValues={{ notes: day.notes, notes_chef: day.notes_chef, version: day.version }}
      onSubmit={(values) => save.mutateAsync({ date: day.date, ...values })}
      onClose={onClose}
      reloadOnConflict={reload}
    >
      {(form) => (
        <Box sx={{ width: { sm: 520 }, maxWidth: '100%' }}>
          <NotesField control={form.control} name="notes" label={t('notes.notes')} autoFocus />
          <NotesField control={form.control} name="notes_chef" label={t('notes.notesChef')} />
        </Box>
      )}
    </FormDialog>
  );
}
