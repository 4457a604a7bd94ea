import { useState } from 'react';
import { businessDate } from '@brigade/domain/calendar/business-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WeekNav } from '../../../components/week-nav.tsx';
import { useSession } from '../../../lib/session.ts';
import { useProductionWeek } from '../api/get-production-week.ts';
import { productionKeys } from '../api/keys.ts';
import { DayPanel } from '../components/day-panel.tsx';
import { DayTabs, dayPanelId, dayTabId } from '../components/day-tabs.tsx';
import { WeekRecipesToolbar, type WeekRecipesDialogs } from '../components/week-recipes-toolbar.tsx';

/**
 * /week/recipes 'Recipes this Week' (level 2): per working day the meals to produce with their counts,
 * allergen matches, stages, notes and tasks. The week is ?start_date= as on The Week (none = default week),
 * the day ?day= (none = today when in the week, else Monday).
 */
export default function WeekRecipesPage(dialogs: WeekRecipesDialogs) {
  const { t } = useTranslation('production');
  const [params, setParams] = useSearchParams();
  const startDate = params.get('start_date') ?? undefined;
  const query = useProductionWeek(startDate);
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const canPlan = (user?.level ?? 2) <= 1;
  const [today] = useState(() => businessDate(new Date()));

  const days = query.data?.days ?? [];
  const asked = params.get('day');
  const day = days.find((d) => d.date === asked) ?? days.find((d) => d.date === today) ?? days[0];

  const selectDay = (date: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('day', date);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <WeekRecipesToolbar
        {...dialogs}
        refreshing={query.isFetching}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: productionKeys.all })}
      />
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data ? (
        <>
          <WeekNav
            monday={query.data.start_date}
            onChange={(date) => setParams(date ? { start_date: date } : {})}
          />
          {day ? (
            <>
              <DayTabs days={days} selected={day.date} onSelect={selectDay} />
              <Box role="tabpanel" id={dayPanelId(day.date)} aria-labelledby={dayTabId(day.date)}>
                <DayPanel key={day.date} day={day} canPlan={canPlan} />
              </Box>
            </>
          ) : (
            <Alert severity="info">{t('week.empty')}</Alert>
          )}
        </>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
    </>
  );
}
