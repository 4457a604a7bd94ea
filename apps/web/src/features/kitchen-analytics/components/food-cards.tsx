import { MEAL_TYPES } from '@brigade/domain/programmes/meal-types';
import type {
  FoodIngredientsResponse,
  FoodMealsWeeklyResponse,
  FoodRecipesResponse,
} from '@brigade/domain/schemas/food-analytics';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard } from '../../../components/analytics/analytics-card.tsx';
import { formatAmount, formatCount, formatPercent, weekLabel } from '../../../components/analytics/format.ts';
import type { AnalyticsQuery } from '../../../components/analytics/use-analytics-params.ts';

/** Nine distinct colours for the eight meal types and the extras (the default palette repeats after eight). */
const MEAL_COLORS = [
  '#4254fb',
  '#ffb422',
  '#fa4f58',
  '#0fbef5',
  '#22bf75',
  '#ff8ac6',
  '#fc7915',
  '#8e5cd9',
  '#7a8a99',
];

/** How many recipes and ingredients the bar charts show (the tables list them all). */
const TOP = 15;

interface CardProps<T> {
  data: T;
  query: AnalyticsQuery;
}

/** Portions produced per week, stacked by meal type (and extras), with the portions ordered without a recipe. */
export function MealsCard({ data, query }: CardProps<FoodMealsWeeklyResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const n = (v: number) => formatCount(v, i18n.language);
  const rows = data.rows;
  const types = MEAL_TYPES.filter((m) => rows.some((r) => r[m] > 0));
  const stacked = [
    ...types.map((m) => ({ key: m, label: t(`mealTypes.${m}`) })),
    { key: 'extras' as const, label: t('food.meals.extras') },
  ];
  return (
    <AnalyticsCard
      title={t('food.meals.title')}
      caption={t('food.meals.caption')}
      testId="food-meals"
      rows={rows.some((r) => r.total > 0 || r.without_recipe > 0) ? rows : []}
      rowKey={(r) => r.week_id}
      exportPath="/analytics/food/meals"
      query={query}
      emptyMessage={t('food.empty')}
      chart={
        <BarChart
          height={280}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: rows.map((r) => weekLabel(r.week_id)) }]}
          yAxis={[{ width: 56, valueFormatter: (v: number) => n(v) }]}
          colors={MEAL_COLORS}
          series={stacked.map((s) => ({
            data: rows.map((r) => r[s.key]),
            label: s.label,
            stack: 'meals',
          }))}
        />
      }
      columns={[
        { key: 'week', label: t('week'), value: (r) => weekLabel(r.week_id) },
        ...MEAL_TYPES.map((m) => ({
          key: m,
          label: t(`mealTypes.${m}`),
          numeric: true,
          value: (r: (typeof rows)[number]) => n(r[m]),
        })),
        { key: 'extras', label: t('food.meals.extras'), numeric: true, value: (r) => n(r.extras) },
        { key: 'total', label: t('food.meals.total'), numeric: true, value: (r) => n(r.total) },
        {
          key: 'without_recipe',
          label: t('food.meals.withoutRecipe'),
          numeric: true,
          value: (r) => n(r.without_recipe),
        },
      ]}
    />
  );
}

/** Every recipe produced in the range by portions; the chart shows the top 15. */
export function RecipesCard({ data, query }: CardProps<FoodRecipesResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const n = (v: number) => formatCount(v, i18n.language);
  const top = data.rows.slice(0, TOP);
  const mealType = (m: string) => ((MEAL_TYPES as readonly string[]).includes(m) ? t(`mealTypes.${m}`) : m);
  return (
    <AnalyticsCard
      title={t('food.recipes.title')}
      caption={t('food.recipes.caption')}
      testId="food-recipes"
      rows={data.rows}
      rowKey={(r) => `${r.recipe_id}-${r.meal_type}`}
      exportPath="/analytics/food/recipes"
      query={query}
      emptyMessage={t('food.empty')}
      chart={
        <BarChart
          height={Math.max(160, 28 * top.length + 60)}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: top.map((r) => r.name), width: 200 }]}
          xAxis={[{ valueFormatter: (v: number) => n(v) }]}
          series={[{ data: top.map((r) => r.portions), label: t('food.recipes.portions') }]}
        />
      }
      columns={[
        { key: 'name', label: t('food.recipes.recipe'), value: (r) => r.name },
        { key: 'meal_type', label: t('food.recipes.mealType'), value: (r) => mealType(r.meal_type) },
        { key: 'days', label: t('food.recipes.days'), numeric: true, value: (r) => n(r.days) },
        {
          key: 'portions',
          label: t('food.recipes.portions'),
          numeric: true,
          value: (r) => n(r.portions),
        },
        {
          key: 'share',
          label: t('food.recipes.share'),
          numeric: true,
          value: (r) => formatPercent(r.share_pct, i18n.language),
        },
      ]}
    />
  );
}

/** Ingredient volumes (kg) and their cost over the range; the chart shows the 15 largest. */
export function IngredientsCard({ data, query }: CardProps<FoodIngredientsResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const n = (v: number) => formatCount(v, i18n.language);
  const top = data.rows.slice(0, TOP);
  const unconverted = [...new Set(data.unconverted.map((u) => `${u.name} (${u.unit})`))];
  const caption = [
    t('food.ingredients.caption'),
    unconverted.length ? t('food.ingredients.unconverted', { names: unconverted.join(', ') }) : '',
  ];
  return (
    <AnalyticsCard
      title={t('food.ingredients.title')}
      caption={caption.filter(Boolean).join(' ')}
      testId="food-ingredients"
      rows={data.rows}
      rowKey={(r) => String(r.ingredient_id)}
      exportPath="/analytics/food/ingredients"
      query={query}
      emptyMessage={t('food.empty')}
      chart={
        <BarChart
          height={Math.max(160, 28 * top.length + 60)}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: top.map((r) => r.name), width: 200 }]}
          xAxis={[{ valueFormatter: (v: number) => n(v) }]}
          series={[{ data: top.map((r) => r.total_kg), label: t('food.ingredients.totalKg') }]}
        />
      }
      columns={[
        { key: 'name', label: t('food.ingredients.ingredient'), value: (r) => r.name },
        {
          key: 'total_kg',
          label: t('food.ingredients.totalKg'),
          numeric: true,
          value: (r) => n(r.total_kg),
        },
        {
          key: 'per_week_kg',
          label: t('food.ingredients.perWeekKg'),
          numeric: true,
          value: (r) => n(r.per_week_kg),
        },
        { key: 'weeks', label: t('food.ingredients.weeks'), numeric: true, value: (r) => n(r.weeks) },
        {
          key: 'cost',
          label: t('food.ingredients.cost'),
          numeric: true,
          value: (r) => (r.cost_chf === null ? '–' : formatAmount(r.cost_chf, i18n.language)),
        },
      ]}
    />
  );
}
