import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_DELIVERED_REASONS, type NotDeliveredReason } from '@brigade/domain/logistics/tracking-flow';

interface NotDeliveredDialogProps {
  number: number;
  onClose: () => void;
  onSave: (reason: NotDeliveredReason, note: string) => void;
}

/**
 * Why a stop was not delivered: one reason (big buttons, one tap), and a note if the driver wants one. A modal
 * dialog of its own (no MUI in the drivers' app): focus moves in, Escape or the backdrop cancel, and focus goes
 * back to where it was.
 */
export function NotDeliveredDialog({ number, onClose, onSave }: NotDeliveredDialogProps) {
  const { t } = useTranslation('driver-app');
  const [reason, setReason] = useState<NotDeliveredReason | null>(null);
  const [note, setNote] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
    return () => before?.focus();
  }, []);
  const titleId = `not-delivered-${number}`;
  return (
    <div
      className="da-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="da-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId} className="da-h2" style={{ marginBottom: 16 }}>
          {t('dialog.title', { number })}
        </h2>
        <p id={`${titleId}-reason`} style={{ fontWeight: 600, marginBottom: 8 }}>
          {t('dialog.reason')}
        </p>
        <div role="radiogroup" aria-labelledby={`${titleId}-reason`} className="da-reasons">
          {NOT_DELIVERED_REASONS.map((r) => (
            <button
              type="button"
              key={r}
              role="radio"
              aria-checked={reason === r}
              className={`da-button da-danger${reason === r ? ' da-contained' : ''}`}
              onClick={() => setReason(r)}
            >
              {t(`reason.${r}`)}
            </button>
          ))}
        </div>
        <label className="da-note">
          <span>{t('dialog.note')}</span>
          <textarea value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
        </label>
        <div className="da-actions">
          <button type="button" className="da-button da-text da-big" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className="da-button da-danger da-contained da-big"
            disabled={reason === null}
            onClick={() => {
              if (reason !== null) onSave(reason, note.trim());
            }}
          >
            {t('dialog.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
