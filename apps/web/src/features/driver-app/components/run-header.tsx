import {
  mdiArrowDownCircleOutline,
  mdiCloudCheckOutline,
  mdiCloudClockOutline,
  mdiWifi,
  mdiWifiOff,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { languageOf } from '../../../lib/locale.ts';
import type { RunRef } from '../api/get-driver-run.ts';
import { Icon } from './icon.tsx';

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
  const { t, i18n } = useTranslation('driver-app');
  return (
    <header className="da-header">
      <div className="da-row da-between">
        <h1 className="da-h1">{t('heading', { identifier: run.identifier })}</h1>
        <p className="da-muted">
          {formatDay(run.date, languageOf(i18n.language))} · {t('team', { team: run.team })}
        </p>
      </div>
      {progress && progress.count > 0 ? <RunProgress {...progress} /> : null}
      {progress || pending > 0 || !online ? <QueueStatus online={online} pending={pending} /> : null}
    </header>
  );
}

function RunProgress({ done, count, next }: RunProgressProps) {
  const { t } = useTranslation('driver-app');
  const goToNext = () => {
    if (next) document.getElementById(`stop-${next.code}`)?.scrollIntoView({ behavior: 'smooth' });
  };
  const label = t('progress', { done, count });
  return (
    <div className="da-row da-mt">
      <div className="da-grow">
        <div
          className="da-progress"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round((done / count) * 100)}
        >
          <div style={{ width: `${(done / count) * 100}%` }} />
        </div>
        <p className="da-muted da-small">{label}</p>
      </div>
      {next ? (
        <button type="button" className="da-button" onClick={goToNext}>
          <Icon path={mdiArrowDownCircleOutline} />
          {t('next', { number: next.number })}
        </button>
      ) : null}
    </div>
  );
}

function QueueStatus({ online, pending }: { online: boolean; pending: number }) {
  const { t } = useTranslation('driver-app');
  return (
    <>
      <div role="status" className="da-row da-mt">
        <span className={`da-chip ${online ? 'da-tone-success' : 'da-chip-filled da-tone-error'}`}>
          <Icon path={online ? mdiWifi : mdiWifiOff} size={19} />
          {t(online ? 'banner.online' : 'banner.offline')}
        </span>
        <span className={`da-chip ${pending > 0 ? 'da-chip-filled da-tone-warning' : 'da-tone-default'}`}>
          <Icon path={pending > 0 ? mdiCloudClockOutline : mdiCloudCheckOutline} size={19} />
          {pending > 0 ? t('banner.pending', { count: pending }) : t('banner.allSent')}
        </span>
      </div>
      {!online ? <p className="da-muted da-small da-mt">{t('banner.offlineHint')}</p> : null}
    </>
  );
}
