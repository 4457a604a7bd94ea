import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** The confirmation dialog closes 100 ms after an answer, so the user sees the click land. */
export const confirmCloseDelayMs = 100;

export interface ConfirmOptions {
  /** Default 'Are you sure?'. */
  text?: string;
  title?: string;
  /** Default 'Yes'. */
  yesLabel?: string;
  /** Default 'No'; an empty label hides the button. */
  noLabel?: string;
  /** Colours the Yes button for destructive actions. */
  destructive?: boolean;
}

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const answered = useRef(false);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        answered.current = false;
        setPending({ options, resolve });
        setOpen(true);
      }),
    [],
  );

  const answer = (value: boolean) => {
    if (!pending || answered.current) return;
    answered.current = true;
    setTimeout(() => {
      setOpen(false);
      pending.resolve(value);
    }, confirmCloseDelayMs);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialogView open={open} options={pending?.options ?? {}} onAnswer={answer} />
    </ConfirmContext.Provider>
  );
}

interface ViewProps {
  open: boolean;
  options: ConfirmOptions;
  onAnswer: (value: boolean) => void;
}

function ConfirmDialogView({ open, options, onAnswer }: ViewProps) {
  const { t } = useTranslation('common');
  const noLabel = options.noLabel ?? t('confirm.no');
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} maxWidth="xs" aria-labelledby="confirm-dialog-text">
      {options.title ? <DialogTitle>{options.title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id="confirm-dialog-text" sx={{ color: 'text.primary', whiteSpace: 'pre-line' }}>
          {options.text ?? t('confirm.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {noLabel ? <Button onClick={() => onAnswer(false)}>{noLabel}</Button> : null}
        <Button
          variant="contained"
          color={options.destructive ? 'error' : 'primary'}
          onClick={() => onAnswer(true)}
          autoFocus
        >
          {options.yesLabel ?? t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `const confirm = useConfirm(); if (await confirm()) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
