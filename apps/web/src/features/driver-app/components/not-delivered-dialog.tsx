import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NOT_DELIVERED_REASONS, type NotDeliveredReason } from '@brigade/domain/logistics/tracking-flow';

interface NotDeliveredDialogProps {
  open: boolean;
  number: number;
  onClose: () => void;
  onSave: (reason: NotDeliveredReason, note: string) => void;
}

/** Why a stop was not delivered: one reason (big buttons, one tap), and a note if the driver wants one. */
export function NotDeliveredDialog({ open, number, onClose, onSave }: NotDeliveredDialogProps) {
  const { t } = useTranslation('driver-app');
  const [reason, setReason] = useState<NotDeliveredReason | null>(null);
  const [note, setNote] = useState('');
  const close = () => {
    setReason(null);
    setNote('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`not-delivered-${number}`}>
      <DialogTitle id={`not-delivered-${number}`}>{t('dialog.title', { number })}</DialogTitle>
      <DialogContent>
        <Typography id={`not-delivered-${number}-reason`} variant="subtitle2" sx={{ mb: 1 }}>
          {t('dialog.reason')}
        </Typography>
        <Stack
          role="radiogroup"
          aria-labelledby={`not-delivered-${number}-reason`}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
        >
          {NOT_DELIVERED_REASONS.map((r) => (
            <Button
              key={r}
              role="radio"
              aria-checked={reason === r}
              variant={reason === r ? 'contained' : 'outlined'}
              color="error"
              onClick={() => setReason(r)}
              sx={{ minHeight: 52, lineHeight: 1.2 }}
            >
              {t(`reason.${r}`)}
            </Button>
          ))}
        </Stack>
        <TextField
          label={t('dialog.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" onClick={close}>
          {t('dialog.cancel')}
        </Button>
        <Button
          size="large"
          variant="contained"
          color="error"
          disabled={reason === null}
          onClick={() => {
            if (reason === null) return;
            onSave(reason, note.trim());
            setReason(null);
            setNote('');
          }}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
