import type { ReactNode } from 'react';
import { mdiClockOutline, mdiMapMarkerOutline, mdiPhone, mdiShoppingOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { DriverStop } from '@brigade/domain/schemas/dispatch';
import { statusTone } from '../stop-status.ts';
import { Icon } from './icon.tsx';
import { StatusChip } from './status-chip.tsx';

/** Google Maps' search link: on a phone it opens the maps app at the address. */
export function mapLink(stop: Pick<DriverStop, 'street' | 'postcode' | 'city'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressOf(stop))}`;
}

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
    <section aria-label={t('stop.label', { number, name: stop.name })} className={`da-card da-tone-${tone}`}>
      <StopHeading stop={stop} number={number} />
      <div className="da-stack da-mt">
        <Line icon={mdiMapMarkerOutline}>{addressOf(stop)}</Line>
        <div className="da-row">
          {stop.window_from && stop.window_to ? (
            <Line icon={mdiClockOutline}>
              {t('stop.window', { from: stop.window_from, to: stop.window_to })}
            </Line>
          ) : null}
          <Line icon={mdiShoppingOutline}>{t('stop.bags', { count: stop.bags })}</Line>
        </div>
        {stop.instruction ? (
          <div className="da-alert da-alert-warning">
            <p>
              <strong>{t('stop.instruction')}:</strong> {stop.instruction}
            </p>
          </div>
        ) : null}
      </div>
      <ContactButtons stop={stop} />
      {children}
    </section>
  );
}

const addressOf = (stop: Pick<DriverStop, 'street' | 'postcode' | 'city'>) =>
  `${stop.street}, ${stop.postcode} ${stop.city}`;

function StopHeading({ stop, number }: { stop: DriverStop; number: number }) {
  const { t } = useTranslation('driver-app');
  const tone = statusTone(stop.status);
  return (
    <div className="da-row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap', gap: 12 }}>
      <span aria-hidden="true" className={`da-number da-tone-${tone}`}>
        {number}
      </span>
      <div className="da-grow" style={{ minWidth: 0 }}>
        <h2 className="da-h2">{stop.name}</h2>
        {stop.company || stop.co ? (
          <p className="da-muted da-small">
            {[stop.company, stop.co ? careOf(stop.co, t) : null].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <div style={{ marginTop: 4 }}>
          <StatusChip stop={stop} />
        </div>
      </div>
    </div>
  );
}

/** Big buttons: the maps app at the address, and a call when the stop has a phone number. */
function ContactButtons({ stop }: { stop: DriverStop }) {
  const { t } = useTranslation('driver-app');
  return (
    <div className="da-row da-mt" style={{ flexWrap: 'nowrap' }}>
      <a
        className="da-button da-grow"
        href={mapLink(stop)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('stop.mapLabel', { address: addressOf(stop) })}
      >
        <Icon path={mdiMapMarkerOutline} />
        {t('stop.map')}
      </a>
      {stop.phone ? (
        <a
          className="da-button da-grow"
          href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('stop.callLabel', { name: stop.name, phone: stop.phone })}
        >
          <Icon path={mdiPhone} />
          {t('stop.call')}
        </a>
      ) : null}
    </div>
  );
}

function Line({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <div className="da-line">
      <Icon path={icon} size={20} />
      <span>{children}</span>
    </div>
  );
}

/** The care-of line: the address's own text when it already says 'c/o' (as the office often types it). */
function careOf(co: string, t: (key: string, options: { co: string }) => string): string {
  return /^c\/o\b/i.test(co.trim()) ? co.trim() : t('stop.co', { co });
}
