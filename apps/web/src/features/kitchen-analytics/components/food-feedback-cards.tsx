import type { FoodAllergiesResponse, FoodRatingsResponse } from '@brigade/domain/schemas/food-analytics';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard } from '../../../components/analytics/analytics-card.tsx';
import { formatCount, weekLabel } from '../../../components/analytics/format.ts';
import type { AnalyticsQuery } from '../../../components/analytics/use-analytics-params.ts';

interface CardProps<T> {
  data: T;
  query: AnalyticsQuery;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** The customers' ratings: the average per week (chart) and per recipe (table, with each rating's count). */
export function RatingsCard({ data, query }: CardProps<FoodRatingsResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const n = (v: number) => formatCount(v, i18n.language);
  const average = (v: number | null) =>
    v === null
      ? '–'
      : new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-CH', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(v);
  return (
    <AnalyticsCard
      title={t('food.ratings.title')}
      caption={t('food.ratings.caption')}
      testId="food-ratings"
      rows={data.rows}
      rowKey={(r) => String(r.recipe_id)}
      exportPath="/analytics/food/ratings"
      query={query}
      emptyMessage={t('food.ratings.empty')}
      chart={
        <LineChart
          height={240}
          skipAnimation
          xAxis={[{ scaleType: 'point', data: data.weeks.map((w) => weekLabel(w.week_id)) }]}
          yAxis={[{ min: 1, max: 5 }]}
          series={[
            {
              data: data.weeks.map((w) => w.average),
              label: t('food.ratings.average'),
              connectNulls: true,
              valueFormatter: (v) => average(v),
            },
          ]}
        />
      }
      columns={[
        { key: 'name', label: t('food.ratings.recipe'), value: (r) => r.name },
        { key: 'ratings', label: t('food.ratings.ratings'), numeric: true, value: (r) => n(r.ratings) },
        {
          key: 'average',
          label: t('food.ratings.average'),
          numeric: true,
          value: (r) => average(r.average),
        },
        ...STARS.map((s) => ({
          key: `rating_${s}`,
          label: t('food.ratings.stars', { count: s }),
          numeric: true,
          value: (r: (typeof data.rows)[number]) => n(r[`rating_${s}`]),
        })),
        { key: 'comment', label: t('food.ratings.comment'), value: (r) => r.latest_comment },
      ]}
    />
  );
}

/** Meals changed for allergies per week (chart and table), then the ingredients changed most. */
export function AllergiesCard({ data, query }: CardProps<FoodAllergiesResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const n = (v: number) => formatCount(v, i18n.language);
  const rows = data.rows;
  return (
    <>
      <AnalyticsCard
        title={t('food.allergies.title')}
        caption={t('food.allergies.caption')}
        testId="food-allergies"
        rows={rows.some((r) => r.meals_changed > 0) ? rows : []}
        rowKey={(r) => r.week_id}
        exportPath="/analytics/food/allergies"
        query={query}
        emptyMessage={t('food.allergies.empty')}
        chart={
          <BarChart
            height={240}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: rows.map((r) => weekLabel(r.week_id)) }]}
            series={[{ data: rows.map((r) => r.meals_changed), label: t('food.allergies.meals') }]}
          />
        }
        columns={[
          { key: 'week', label: t('week'), value: (r) => weekLabel(r.week_id) },
          {
            key: 'meals',
            label: t('food.allergies.meals'),
            numeric: true,
            value: (r) => n(r.meals_changed),
          },
          {
            key: 'customers',
            label: t('food.allergies.customers'),
            numeric: true,
            value: (r) => n(r.customers),
          },
          { key: 'recipes', label: t('food.allergies.recipes'), numeric: true, value: (r) => n(r.recipes) },
        ]}
      />
      {data.ingredients.length > 0 ? <AllergyIngredients rows={data.ingredients} /> : null}
    </>
  );
}

/** The ingredients changed most often over the range (up to 10, as the server ranks them). */
function AllergyIngredients({ rows }: { rows: FoodAllergiesResponse['ingredients'] }) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const title = t('food.allergies.ingredients');
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Table size="small" aria-label={title} data-testid="food-allergy-ingredients-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('food.allergies.ingredient')}</TableCell>
              <TableCell align="right">{t('food.allergies.meals')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.name}>
                <TableCell>{r.name}</TableCell>
                <TableCell align="right">{formatCount(r.meals, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
