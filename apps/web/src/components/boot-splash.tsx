import { useTranslation } from 'react-i18next';
import './boot-splash.css';

/** Shown while the session or a lazy screen loads: plain elements, so the first screen waits for no MUI. */
export function BootSplash() {
  const { t } = useTranslation('common');
  return (
    <div className="boot-splash">
      <span className="boot-splash-spinner" role="progressbar" aria-label={t('loading')} />
    </div>
  );
}
