import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSaveError } from './use-save-error.ts';

interface Mutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * The save / remove state of a dialog editing one order's record on one date (meal override, day bag,
 * merge): `save(body)` puts it with the version read (0 = new), `remove()` deletes it; both close on success
 * and show the server's message on failure.
 */
export function useDayRecord<V extends { orderId: number; date: string; version?: number | undefined }>(
  target: { orderId: number; date: string; current: { version: number } | null; onClose: () => void },
  put: Mutation<V>,
  remove: Mutation<{ orderId: number; date: string; version: number }>,
) {
  const { orderId, date, current, onClose } = target;
  const { error, fail } = useSaveError();
  const done = { onSuccess: onClose, onError: fail };
  return {
    error,
    busy: put.isPending || remove.isPending,
    save: (body: Omit<V, 'orderId' | 'date' | 'version'>) =>
      put.mutate({ ...body, orderId, date, version: current?.version ?? 0 } as V, done),
    remove: current ? () => remove.mutate({ orderId, date, version: current.version }, done) : undefined,
  };
}

interface Props {
  heading: string;
  title: string;
  error: string | null;
  busy: boolean;
  canSave?: boolean;
  onSave: () => void;
  onRemove: (() => void) | undefined;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/** The frame of those dialogs: heading, the order and date, the error, the fields, Remove / Cancel / Save. */
export function DayEditorDialog(props: Props) {
  const { t } = useTranslation('week');
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth={props.maxWidth ?? 'sm'}>
      <DialogTitle>{props.heading}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{props.title}</Typography>
          {props.error ? <Alert severity="error">{props.error}</Alert> : null}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.onRemove ? (
          <Button color="error" onClick={props.onRemove} disabled={props.busy} sx={{ mr: 'auto' }}>
            {t('remove')}
          </Button>
        ) : null}
        <Button onClick={props.onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={props.onSave} disabled={props.busy || props.canSave === false}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
