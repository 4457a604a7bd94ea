import { NOT_DELIVERED_REASONS } from '@brigade/domain/logistics/tracking-flow';
import type { DriverStop } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { businessTimeZone } from '../../../lib/format.ts';
import { statusTone } from '../stop-status.ts';

function timeOf(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: businessTimeZone,
  }).format(date);
}

/** The server's detail of a not-delivered stop is 'reason' or 'reason: note'; the reason shows translated. */
function describeDetail(detail: string, reasonName: (reason: string) => string): string {
  const [reason = '', ...note] = detail.split(': ');
  if (!(NOT_DELIVERED_REASONS as readonly string[]).includes(reason)) return detail;
  return [reasonName(reason), ...note].join(': ');
}

/** The stop's status as the server has it, in its colour, with the time of the change and its detail. */
export function StatusChip({ stop }: { stop: DriverStop }) {
  const { t, i18n } = useTranslation('driver-app');
  const tone = statusTone(stop.status);
  const name = t(`status.${stop.status}`);
  const time = stop.status >= 3 ? timeOf(stop.status_at, i18n.language) : '';
  const detail = stop.detail ? describeDetail(stop.detail, (reason) => t(`reason.${reason}`)) : null;
  return (
    <div className="da-row">
      <span className={`da-chip da-tone-${tone}${tone === 'default' ? '' : ' da-chip-filled'}`}>
        {time ? t('stop.since', { status: name, time }) : name}
      </span>
      {detail ? <span className="da-muted da-small">{detail}</span> : null}
    </div>
  );
}
