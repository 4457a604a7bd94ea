import { useState } from 'react';
import type { DaySlot, ProductionDay, ProductionSlot } from '@brigade/domain/schemas/production';
import { mdiBookOpenPageVariantOutline, mdiCartOutline, mdiNoteEditOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDayMatches } from '../api/get-day-matches.ts';
import { DayAlerts } from './day-alerts.tsx';
import { DayLinesDialog } from './day-lines-dialog.tsx';
import { DayNotes } from './day-notes.tsx';
import { DayNotesDialog } from './day-notes-dialog.tsx';
import { DaySlotsTable } from './day-slots-table.tsx';
import { DayTasks } from './day-tasks.tsx';
import { DayTotals } from './day-totals.tsx';
import { MatchesDialog } from './matches-dialog.tsx';
import { QtyAdjustDialog } from './qty-adjust-dialog.tsx';

interface Props {
  day: ProductionDay;
  /** Level 1 (superchef and up): quantities, tasks, suppressions, the day's shopping list and menu review. */
  canPlan: boolean;
}

/** One working day of the kitchen week: totals, warnings, notes, the meals to produce and the tasks. */
export function DayPanel({ day, canPlan }: Props) {
  const { t } = useTranslation('production');
  const localise = useLocalisePath();
  const matches = useDayMatches(day.slots.length > 0 ? day.date : undefined);
  const [notesOpen, setNotesOpen] = useState(false);
  const [matchesOf, setMatchesOf] = useState<DaySlot | null>(null);
  const [adjusting, setAdjusting] = useState<ProductionSlot | null>(null);
  const [linesOf, setLinesOf] = useState<DaySlot | null>(null);
  const linesSlot = linesOf ? day.slots.find((s) => s.slot === linesOf) : undefined;
  // The dialog shows the slot as the week has it now (fresh counts and version after each save).
  const adjustSlot = adjusting ? (day.slots.find((s) => s.slot === adjusting.slot) ?? null) : null;

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 1 }}
      >
        <DayTotals totals={day.totals} />
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<MdiIcon path={mdiNoteEditOutline} size={0.8} />}
            onClick={() => setNotesOpen(true)}
          >
            {t('day.editNotes')}
          </Button>
          {canPlan ? (
            <Button
              component={RouterLink}
              to={localise(`/shopping-lists?dates=${day.date}`)}
              startIcon={<MdiIcon path={mdiCartOutline} size={0.8} />}
            >
              {t('day.shoppingList')}
            </Button>
          ) : null}
          {canPlan && day.slots.length > 0 ? (
            <Button
              component={RouterLink}
              to={localise(`/menu-review/date/${day.date}`)}
              startIcon={<MdiIcon path={mdiBookOpenPageVariantOutline} size={0.8} />}
            >
              {t('day.menu')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <DayAlerts day={day} />
      <DayNotes day={day} />
      {day.slots.length === 0 ? (
        <Alert severity="info">{t('day.noSlots')}</Alert>
      ) : (
        <DaySlotsTable
          day={day}
          matches={matches.data}
          matchesLoading={matches.isPending}
          onAdjust={canPlan ? setAdjusting : undefined}
          onOpenMatches={(slot) => setMatchesOf(slot.slot)}
          onOpenLines={(slot) => setLinesOf(slot.slot)}
        />
      )}
      <DayTasks date={day.date} tasks={day.tasks} canEdit={canPlan} />
      <DayNotesDialog day={day} open={notesOpen} onClose={() => setNotesOpen(false)} />
      <QtyAdjustDialog date={day.date} slot={adjustSlot} onClose={() => setAdjusting(null)} />
      {linesSlot ? (
        <DayLinesDialog date={day.date} slot={linesSlot} canPlan={canPlan} onClose={() => setLinesOf(null)} />
      ) : null}
      {matchesOf ? (
        <MatchesDialog
          date={day.date}
          slot={matchesOf}
          canSuppress={canPlan}
          onClose={() => setMatchesOf(null)}
        />
      ) : null}
    </>
  );
}
