import { useState } from 'react';
import type { AdditionalDay, AdditionalMeal, AdditionalMealInput } from '@brigade/domain/schemas/menus';
import { mdiPlus } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { additionalDayQueryOptions, useAdditionalDay } from '../api/get-additional-day.ts';
import { useSaveAdditionalDay } from '../api/save-additional-day.ts';
import { AdditionalDayTexts } from './additional-day-texts.tsx';
import { AdditionalMealDialog, mealInput, newMeal } from './additional-meal-dialog.tsx';
import { AdditionalMealsTable } from './additional-meals-table.tsx';

/** A 400 about meal `index` (`meals.2.bb_date`) as the dialog's own fields (`bb_date`). */
function forMeal(error: unknown, index: number): unknown {
  if (!isApiError(error) || !error.details) return error;
  const prefix = `meals.${index}.`;
  const mine = Object.entries(error.details).filter(([key]) => key.startsWith(prefix));
  if (mine.length === 0) return new ApiError(error.message, error.status, error.code);
  const details = Object.fromEntries(mine.map(([key, message]) => [key.slice(prefix.length), message]));
  return new ApiError(error.message, error.status, error.code, details);
}

type Editing = { meal: AdditionalMeal | null } | null;

/**
 * The additional day of a date (ADR 050): the texts before and after its additional meals, and the meals.
 * Every change saves the whole day with the version read, so a planner who saved meanwhile is never
 * overwritten.
 */
export function AdditionalDayEditor({ date }: { date: string }) {
  const { t } = useTranslation('menus');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const day = useAdditionalDay(date);
  const save = useSaveAdditionalDay();
  const [editing, setEditing] = useState<Editing>(null);
  const data = day.data;

  const put = (
    current: AdditionalDay,
    changes: Partial<Pick<AdditionalDay, 'before_meals_html' | 'after_meals_html'>> & {
      meals?: AdditionalMealInput[];
    },
  ) =>
    save.mutateAsync({
      date,
      before_meals_html: changes.before_meals_html ?? current.before_meals_html,
      after_meals_html: changes.after_meals_html ?? current.after_meals_html,
      meals: changes.meals ?? current.meals.map(mealInput),
      version: current.version,
    });

  const refetch = () => queryClient.fetchQuery({ ...additionalDayQueryOptions(date), staleTime: 0 });

  const saveMeal = async (values: AdditionalMealInput) => {
    if (!data) return;
    const meals = data.meals.map(mealInput);
    const index = editing?.meal ? data.meals.indexOf(editing.meal) : meals.length;
    meals[index] = values;
    try {
      await put(data, { meals });
      notify(t('day.saved'), 'success');
    } catch (error) {
      throw forMeal(error, index);
    }
  };

  const reloadMeal = async () => {
    const fresh = await refetch();
    const id = editing?.meal?.additional_meal_id;
    const meal = fresh.meals.find((m) => m.additional_meal_id === id);
    return meal ? mealInput(meal) : newMeal(date, fresh.meals.length);
  };

  const remove = async (meal: AdditionalMeal) => {
    if (
      !data ||
      !(await confirm({ text: t('day.deleteConfirm', { name: meal.snapshot_name }), destructive: true }))
    ) {
      return;
    }
    try {
      await put(data, { meals: data.meals.filter((m) => m !== meal).map(mealInput) });
      notify(t('day.saved'), 'success');
    } catch {
      // SaveErrorAlert below says why (and offers a reload after a 409).
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="additional-day-title" sx={{ p: 2 }}>
      <Typography id="additional-day-title" variant="h6" component="h2">
        {t('day.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('day.intro')}
      </Typography>
      {day.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
      {day.isError ? <Alert severity="error">{day.error.message}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <AdditionalDayTexts
            key={`${data.version}`}
            day={data}
            saving={save.isPending}
            onSave={async (texts) => {
              await put(data, texts);
              notify(t('day.saved'), 'success');
            }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3">
              {t('additional.title')}
            </Typography>
            <Button
              variant="contained"
              color="success"
              startIcon={<MdiIcon path={mdiPlus} size={0.8} />}
              onClick={() => {
                save.reset();
                setEditing({ meal: null });
              }}
            >
              {t('day.add')}
            </Button>
          </Stack>
          <AdditionalMealsTable
            meals={data.meals}
            disabled={save.isPending}
            onEdit={(meal) => {
              save.reset();
              setEditing({ meal });
            }}
            onDelete={(meal) => void remove(meal)}
          />
          {editing ? null : (
            <SaveErrorAlert
              error={save.error}
              onReload={async () => {
                await refetch();
                save.reset();
              }}
            />
          )}
          <AdditionalMealDialog
            open={editing !== null}
            date={date}
            meal={editing?.meal ?? null}
            position={data.meals.length}
            onClose={() => setEditing(null)}
            onSave={saveMeal}
            reload={reloadMeal}
          />
        </Stack>
      ) : null}
    </Paper>
  );
}
