import { addDays } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { mdiContentCopy } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { WeekNav } from '../../../components/week-nav.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCopyPreviousWeek } from '../api/copy-previous-week.ts';
import { useAssignments } from '../api/get-assignments.ts';
import { AssignDayColumn } from '../components/assign-day-column.tsx';

const weekNumber = (monday: string) => Number(weekIdOfDate(monday).split('_')[1]);

/**
 * /recipes/assign 'Assign recipes' (level 1): each day's meal slots and extras of a week (?start_date=, none =
 * the default week), filled from the recipe list; 'Override from previous week' copies last week's.
 */
export default function AssignRecipesPage() {
  const { t } = useTranslation('production');
  const [params, setParams] = useSearchParams();
  const query = useAssignments(params.get('start_date') ?? undefined);
  const copy = useCopyPreviousWeek();
  const confirm = useConfirm();
  const data = query.data;

  const onCopy = async () => {
    if (!data) return;
    const numbers = { week: weekNumber(data.start_date), previous: weekNumber(addDays(data.start_date, -7)) };
    const yes = await confirm({
      title: t('assign.copyTitle'),
      text: t('assign.copyConfirm', numbers),
      yesLabel: t('assign.copyYes', numbers),
      destructive: true,
    });
    if (yes)
      copy.mutate(data.start_date, { onSuccess: () => notify(t('assign.copied', numbers), 'success') });
  };

  return (
    <>
      <PageToolbar>
        <Button
          color="inherit"
          startIcon={<MdiIcon path={mdiContentCopy} size={0.8} />}
          disabled={!data || copy.isPending}
          onClick={() => void onCopy()}
        >
          {t('assign.copyPrevious')}
        </Button>
      </PageToolbar>
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {data ? (
        <>
          <WeekNav
            monday={data.start_date}
            onChange={(date) => setParams(date ? { start_date: date } : {})}
          />
          <Stack
            direction="row"
            spacing={1.5}
            aria-label={t('assign.daysLabel')}
            aria-busy={copy.isPending || query.isFetching}
            sx={{ overflowX: 'auto', pb: 2, opacity: copy.isPending ? 0.6 : 1 }}
          >
            {data.days.map((day) => (
              <AssignDayColumn key={day.date} day={day} />
            ))}
          </Stack>
        </>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
    </>
  );
}
