import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mdiClockOutline, mdiMapMarkerOutline, mdiPhone, mdiShoppingOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { DriverStop } from '@brigade/domain/schemas/dispatch';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { statusTone } from '../stop-status.ts';
import { StatusChip } from './status-chip.tsx';

/** Google Maps' search link: on a phone it opens the maps app at the address. */
export function mapLink(stop: Pick<DriverStop, 'street' | 'postcode' | 'city'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressOf(stop))}`;
}

const toneColour = {
  default: 'grey.400',
  info: 'info.main',
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
} as const;

interface StopCardProps {
  stop: DriverStop;
  number: number;
  /** The actions, the waiting state and a refusal: below the stop's details. */
  children: ReactNode;
}

/** One stop: who, where, when, how many bags and what to mind; the status in its colour. */
export function StopCard({ stop, number, children }: StopCardProps) {
  const { t } = useTranslation('driver-app');
  const tone = statusTone(stop.status);
  return (
    <Paper
      component="section"
      aria-label={t('stop.label', { number, name: stop.name })}
      variant="outlined"
      sx={{ p: 2, borderLeft: 6, borderLeftColor: toneColour[tone] }}
    >
      <StopHeading stop={stop} number={number} />
      <Stack spacing={0.75} sx={{ mt: 1.5 }}>
        <Line icon={mdiMapMarkerOutline}>{addressOf(stop)}</Line>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {stop.window_from && stop.window_to ? (
            <Line icon={mdiClockOutline}>
              {t('stop.window', { from: stop.window_from, to: stop.window_to })}
            </Line>
          ) : null}
          <Line icon={mdiShoppingOutline}>{t('stop.bags', { count: stop.bags })}</Line>
        </Stack>
        {stop.instruction ? (
          <Alert severity="warning" icon={false} sx={{ py: 0 }}>
            <strong>{t('stop.instruction')}:</strong> {stop.instruction}
          </Alert>
        ) : null}
      </Stack>
      <ContactButtons stop={stop} />
      {children}
    </Paper>
  );
}

const addressOf = (stop: Pick<DriverStop, 'street' | 'postcode' | 'city'>) =>
  `${stop.street}, ${stop.postcode} ${stop.city}`;

function StopHeading({ stop, number }: { stop: DriverStop; number: number }) {
  const { t } = useTranslation('driver-app');
  const tone = statusTone(stop.status);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 auto',
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          bgcolor: toneColour[tone],
          color: tone === 'default' ? 'text.primary' : 'common.white',
        }}
      >
        {number}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', lineHeight: 1.3 }}>
          {stop.name}
        </Typography>
        {stop.company || stop.co ? (
          <Typography variant="body2" color="text.secondary">
            {[stop.company, stop.co ? careOf(stop.co, t) : null].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        <Box sx={{ mt: 0.5 }}>
          <StatusChip stop={stop} />
        </Box>
      </Box>
    </Stack>
  );
}

/** Big buttons: the maps app at the address, and a call when the stop has a phone number. */
function ContactButtons({ stop }: { stop: DriverStop }) {
  const { t } = useTranslation('driver-app');
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
      <Button
        variant="outlined"
        size="large"
        href={mapLink(stop)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('stop.mapLabel', { address: addressOf(stop) })}
        startIcon={<MdiIcon path={mdiMapMarkerOutline} />}
        sx={{ flex: 1, minHeight: 48 }}
      >
        {t('stop.map')}
      </Button>
      {stop.phone ? (
        <Button
          variant="outlined"
          size="large"
          href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('stop.callLabel', { name: stop.name, phone: stop.phone })}
          startIcon={<MdiIcon path={mdiPhone} />}
          sx={{ flex: 1, minHeight: 48 }}
        >
          {t('stop.call')}
        </Button>
      ) : null}
    </Stack>
  );
}

function Line({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.primary' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>
        <MdiIcon path={icon} size={0.85} />
      </Box>
      <Typography variant="body1">{children}</Typography>
    </Stack>
  );
}

/** The care-of line: the address's own text when it already says 'c/o' (as the office often types it). */
function careOf(co: string, t: (key: string, options: { co: string }) => string): string {
  return /^c\/o\b/i.test(co.trim()) ? co.trim() : t('stop.co', { co });
}
