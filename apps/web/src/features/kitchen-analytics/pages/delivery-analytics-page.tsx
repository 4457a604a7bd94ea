import {
  DELIVERY_BREAKDOWNS,
  deliveryBreakdownResponse,
  deliveryReasonsResponse,
  deliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from '../../../components/analytics/analytics-screen.tsx';
import { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { useZoneOptions } from '../../../components/analytics/use-zone-options.ts';
import {
  DeliveryBreakdownCard,
  DeliveryReasonsCard,
  DeliveryWeeklyCard,
} from '../components/delivery-cards.tsx';

type Breakdown = (typeof DELIVERY_BREAKDOWNS)[number];

/**
 * /analytics/delivery (SUPER): the deliveries of a range of weeks by their tracking — per week, per zone,
 * courier, pick-up point or day period, and why the failed ones failed; one postcode zone optionally.
 */
export default function DeliveryAnalyticsPage() {
  const { t } = useTranslation('kitchen-analytics');
  const params = useAnalyticsParams();
  const [by, setBy] = useState<Breakdown>('zone');
  const q = { from: params.query.from, to: params.query.to, zone: params.query.zone };
  const weekly = useAnalyticsTable('/analytics/delivery/weekly', deliveryWeeklyResponse, q);
  const breakdown = useAnalyticsTable('/analytics/delivery/breakdown', deliveryBreakdownResponse, {
    ...q,
    by,
  } as typeof q);
  const reasons = useAnalyticsTable('/analytics/delivery/reasons', deliveryReasonsResponse, q);
  const all = [weekly, breakdown, reasons];
  return (
    <AnalyticsScreen
      params={params}
      range={weekly.data}
      zones={useZoneOptions()}
      programme={false}
      fetching={all.some((x) => x.isFetching)}
      error={all.find((x) => x.error)?.error ?? null}
    >
      {weekly.data ? <DeliveryWeeklyCard data={weekly.data} query={q} /> : null}
      <TextField
        select
        fullWidth={false}
        size="small"
        label={t('delivery.breakdown.by')}
        value={by}
        onChange={(event) => setBy(event.target.value as Breakdown)}
        slotProps={{ htmlInput: { 'data-testid': 'delivery-breakdown-by' } }}
        sx={{ minWidth: 200, mb: 1 }}
      >
        {DELIVERY_BREAKDOWNS.map((b) => (
          <MenuItem key={b} value={b}>
            {t(`delivery.breakdown.groups.${b}`)}
          </MenuItem>
        ))}
      </TextField>
      {breakdown.data ? <DeliveryBreakdownCard data={breakdown.data} query={q} /> : null}
      {reasons.data ? <DeliveryReasonsCard data={reasons.data} query={q} /> : null}
    </AnalyticsScreen>
  );
}
