import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { BulkCalculator } from './bulk-calculator.tsx';

/** The 'recipe calculator' dialog: the bulk calculator over the week recipes screen. */
export function RecipeCalculatorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const { t: common } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="recipe-calculator-title">
      <DialogTitle id="recipe-calculator-title">{t('calculator.dialogTitle')}</DialogTitle>
      <DialogContent>{open ? <BulkCalculator /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
