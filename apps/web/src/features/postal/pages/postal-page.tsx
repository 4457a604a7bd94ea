import { useState } from 'react';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import type { FrankingZone } from '@brigade/domain/postal/identcode';
import type { DayLabelsResponse } from '@brigade/domain/schemas/postal';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useCreateDayLabels, useCreateLabel, usePostalDay, usePostalStatus } from '../api/postal-api.ts';
import { AddressCheckForm } from '../components/address-check-form.tsx';
import { DayBar } from '../components/day-bar.tsx';
import { PostalOrdersTable } from '../components/postal-orders-table.tsx';
import { nextDeliveryDate } from '../model/next-delivery-date.ts';

/** What the day's labels did: how many were made, why some were not, and where the PDF is. */
function DayResult({ result }: { result: DayLabelsResponse }) {
  const { t } = useTranslation('postal');
  return (
    <Alert severity={result.skipped.length > 0 ? 'warning' : 'success'} data-testid="postal-day-result">
      <div>{t('day.done', { count: result.created.length })}</div>
      {result.skipped.map((s) => (
        <div key={s.code}>
          {t('day.skipped', { orders: s.order_ids.join(', '), reason: translateMessage(s.reason) })}
        </div>
      ))}
      {result.sheet_url ? (
        <Link href={result.sheet_url} target="_blank" rel="noopener">
          {t('day.sheet')}
        </Link>
      ) : (
        <div>{t('day.separate')}</div>
      )}
    </Alert>
  );
}

/**
 * Postal service ('/swiss-post', level 0 AP): the parcels of a delivery date that go by post (the next
 * delivery date unless the address names one), their address checks and labels — one at a time or the whole
 * day in one PDF — and a form to check any address. Live mode without an access token says so.
 */
export default function PostalPage() {
  const { t } = useTranslation('postal');
  const [params, setParams] = useSearchParams();
  const [next] = useState(() => nextDeliveryDate(businessDate(new Date())));
  const asked = params.get('date');
  const date = isIsoDate(asked) ? asked : next;
  const [zone, setZone] = useState<FrankingZone>('standard');
  const status = usePostalStatus();
  const day = usePostalDay(date);
  const create = useCreateLabel();
  const createDay = useCreateDayLabels();
  const busy = create.isPending || createDay.isPending;
  const setDate = (value: string) => {
    createDay.reset();
    setParams(value === next ? {} : { date: value }, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('title')}
      </Typography>
      {status.data ? (
        <Alert severity="info" data-testid="postal-mode">
          {t(`mode.${status.data.mode}`)}
        </Alert>
      ) : null}
      {status.data && !status.data.has_token ? (
        <Alert severity="error" data-testid="postal-no-token">
          {t('noToken', { message: translateMessage(status.data.message ?? '') })}
          {status.data.reason ? <div>{status.data.reason}</div> : null}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <DayBar
          date={date}
          onDate={setDate}
          zone={zone}
          zones={status.data?.franking_zones ?? ['standard']}
          onZone={setZone}
          busy={busy}
          onDayLabels={() => createDay.mutate({ date, franking_zone: zone })}
        />
        {day.isFetching || busy ? (
          <LinearProgress aria-label={t('list.loading')} />
        ) : (
          <Box sx={{ height: 4 }} />
        )}
        {day.isError ? <Alert severity="error">{day.error.message}</Alert> : null}
        {createDay.data ? <DayResult result={createDay.data} /> : null}
        {day.data ? (
          <PostalOrdersTable
            date={date}
            orders={day.data.orders}
            busy={busy}
            onCreate={(parcel) =>
              create.mutate(
                { date, order_id: parcel.order_ids[0]!, franking_zone: zone },
                {
                  onSuccess: (label) => notify(t('created', { identcode: label.identcode_text }), 'success'),
                },
              )
            }
          />
        ) : null}
        {day.data && day.data.orders.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }} data-testid="postal-count">
            {t('list.count', { count: day.data.orders.length })}
          </Typography>
        ) : null}
      </Paper>
      <AddressCheckForm />
    </Stack>
  );
}
