import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  mdiArrowDownCircleOutline,
  mdiCloudCheckOutline,
  mdiCloudClockOutline,
  mdiWifi,
  mdiWifiOff,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { RunRef } from '../api/get-driver-run.ts';

/** How far the run is, once it is loaded; `next` is the first stop still to drive to. */
export interface RunProgressProps {
  done: number;
  count: number;
  next: { number: number; code: string } | undefined;
}

interface RunHeaderProps {
  run: RunRef;
  progress: RunProgressProps | undefined;
  online: boolean;
  pending: number;
}

/** The room a stop leaves above itself when scrolled to, so the sticky header does not cover it. */
export const headerRoom = 200;

/** Stays on top while the driver scrolls: which run, how far, online or not, and what waits to be sent. */
export function RunHeader({ run, progress, online, pending }: RunHeaderProps) {
  const { t } = useTranslation('driver-app');
  const language = useLanguage();
  return (
    <Paper
      component="header"
      elevation={2}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        mx: { xs: -2, sm: 0 },
        mt: { xs: -2, sm: 0 },
        px: 2,
        py: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('heading', { identifier: run.identifier })}</Typography>
        <Typography color="text.secondary">
          {formatDay(run.date, language)} · {t('team', { team: run.team })}
        </Typography>
      </Stack>
      {progress && progress.count > 0 ? <RunProgress {...progress} /> : null}
      {progress || pending > 0 || !online ? <QueueStatus online={online} pending={pending} /> : null}
    </Paper>
  );
}

function RunProgress({ done, count, next }: RunProgressProps) {
  const { t } = useTranslation('driver-app');
  const goToNext = () => {
    if (next) document.getElementById(`stop-${next.code}`)?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 1, alignItems: 'center' }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={(done / count) * 100}
          color="success"
          aria-label={t('progress', { done, count })}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('progress', { done, count })}
        </Typography>
      </Box>
      {next ? (
        <Button
          variant="outlined"
          onClick={goToNext}
          startIcon={<MdiIcon path={mdiArrowDownCircleOutline} />}
          sx={{ minHeight: 44, flex: '0 0 auto' }}
        >
          {t('next', { number: next.number })}
        </Button>
      ) : null}
    </Stack>
  );
}

function QueueStatus({ online, pending }: { online: boolean; pending: number }) {
  const { t } = useTranslation('driver-app');
  return (
    <>
      <Stack
        role="status"
        direction="row"
        spacing={1}
        sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Chip
          icon={<MdiIcon path={online ? mdiWifi : mdiWifiOff} size={0.8} />}
          label={t(online ? 'banner.online' : 'banner.offline')}
          color={online ? 'success' : 'error'}
          variant={online ? 'outlined' : 'filled'}
        />
        <Chip
          icon={<MdiIcon path={pending > 0 ? mdiCloudClockOutline : mdiCloudCheckOutline} size={0.8} />}
          label={pending > 0 ? t('banner.pending', { count: pending }) : t('banner.allSent')}
          color={pending > 0 ? 'warning' : 'default'}
          variant={pending > 0 ? 'filled' : 'outlined'}
        />
      </Stack>
      {!online ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('banner.offlineHint')}
        </Typography>
      ) : null}
    </>
  );
}
