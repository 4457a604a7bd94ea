import {
  accountingWeeklyResponse,
  customerWeeklyResponse,
  orderWeeklyResponse,
} from '@brigade/domain/schemas/analytics-tables';
import { deliveryWeeklyResponse } from '@brigade/domain/schemas/delivery-analytics';
import { foodMealsWeeklyResponse } from '@brigade/domain/schemas/food-analytics';
import { labourOverall } from '@brigade/domain/schemas/labour';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatCount } from '../../../components/analytics/format.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';

interface Screen<S extends z.ZodType> {
  key: string;
  path: string;
  api: string;
  schema: S;
  headline: (data: z.output<S>, language: string) => string;
}

const sum = <T,>(rows: readonly T[], value: (row: T) => number) => rows.reduce((s, r) => s + value(r), 0);

const screens = [
  {
    key: 'customer',
    path: '/analytics/customer',
    api: '/analytics/customers/weekly',
    schema: customerWeeklyResponse,
    headline: (d, l) => formatCount(d.rows.at(-1)?.active ?? 0, l),
  } satisfies Screen<typeof customerWeeklyResponse>,
  {
    key: 'order',
    path: '/analytics/order',
    api: '/analytics/orders/weekly',
    schema: orderWeeklyResponse,
    headline: (d, l) =>
      formatAmount(
        sum(d.rows, (r) => r.revenue),
        l,
      ),
  } satisfies Screen<typeof orderWeeklyResponse>,
  {
    key: 'delivery',
    path: '/analytics/delivery',
    api: '/analytics/delivery/weekly',
    schema: deliveryWeeklyResponse,
    headline: (d, l) =>
      formatCount(
        sum(d.rows, (r) => r.deliveries),
        l,
      ),
  } satisfies Screen<typeof deliveryWeeklyResponse>,
  {
    key: 'food',
    path: '/analytics/food',
    api: '/analytics/food/meals',
    schema: foodMealsWeeklyResponse,
    headline: (d, l) =>
      formatCount(
        sum(d.rows, (r) => r.total),
        l,
      ),
  } satisfies Screen<typeof foodMealsWeeklyResponse>,
  {
    key: 'labour',
    path: '/analytics/labour',
    api: '/labour/overall',
    schema: labourOverall,
    headline: (d, l) => (d.total.meals_per_hour === null ? '–' : formatCount(d.total.meals_per_hour, l)),
  } satisfies Screen<typeof labourOverall>,
  {
    key: 'bexio',
    path: '/analytics/bexio',
    api: '/analytics/accounting/weekly',
    schema: accountingWeeklyResponse,
    headline: (d, l) => formatAmount(d.rows.at(-1)?.open ?? 0, l),
  } satisfies Screen<typeof accountingWeeklyResponse>,
];

function ScreenCard<S extends z.ZodType>({ screen }: { screen: Screen<S> }) {
  const { t, i18n } = useTranslation('analytics-screens');
  const localise = useLocalisePath();
  const query = useAnalyticsTable(screen.api, screen.schema, {});
  return (
    <Card variant="outlined" data-testid={`home-${screen.key}`} sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={localise(screen.path)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t(`home.${screen.key}.title`)}
          </Typography>
          <Typography variant="h4" component="p" data-testid={`home-${screen.key}-figure`} sx={{ my: 1 }}>
            {query.data ? screen.headline(query.data, i18n.language) : '–'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`home.${screen.key}.figure`)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /analytics (SUPER): a card per analytics screen with its headline figure over the last 12 weeks. */
export default function AnalyticsHomePage() {
  return (
    <Grid container spacing={2}>
      {screens.map((screen) => (
        <Grid key={screen.key} size={{ xs: 12, sm: 6, md: 4 }}>
          <ScreenCard screen={screen as Screen<z.ZodType>} />
        </Grid>
      ))}
    </Grid>
  );
}
