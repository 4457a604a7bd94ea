import { mdiClose } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from './mdi-icon.tsx';

interface ToolDialogProps {
  /** Names the dialog for assistive technology (`{id}-title`). */
  id: string;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  contentSx?: SxProps<Theme>;
  /** Buttons on the left of the dialog's foot; Close always stands on the right. */
  actions?: ReactNode;
}

/**
 * A toolbar's work dialog (inventory, chef notes …): wide, full screen on phones, closed by the X in its
 * corner or Escape; nothing to submit, each part inside saves on its own.
 */
export function ToolDialog({ id, title, onClose, children, contentSx, actions }: ToolDialogProps) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <MdiIcon path={mdiClose} />
      </IconButton>
      <DialogContent dividers sx={contentSx}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {actions}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
