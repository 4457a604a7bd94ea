import { useState, type ComponentType } from 'react';
import {
  mdiAccountGroupOutline,
  mdiCalculatorVariantOutline,
  mdiNoteTextOutline,
  mdiPackageVariantClosed,
  mdiRefresh,
} from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { UpdateAvailableButton } from './update-available-button.tsx';

/** A dialog another feature provides (inventory, chef ingredient notes, recipe calculator). */
export type ToolbarDialog = ComponentType<{ open: boolean; onClose: () => void }>;

export interface WeekRecipesDialogs {
  InventoryDialog: ToolbarDialog;
  ChefNotesDialog: ToolbarDialog;
  CalculatorDialog: ToolbarDialog;
  /** The week feature's 'view week customers' of the chosen day. */
  CustomersDialog: ToolbarDialog;
}

interface Props extends WeekRecipesDialogs {
  refreshing: boolean;
  onRefresh: () => void;
}

type Open = 'inventory' | 'chefNotes' | 'calculator' | 'customers' | null;

/**
 * Week recipes toolbar: update available, inventory, chef ingredient notes, recipe calculator, the day's
 * customers, refresh.
 */
export function WeekRecipesToolbar({
  refreshing,
  onRefresh,
  InventoryDialog,
  ChefNotesDialog,
  CalculatorDialog,
  CustomersDialog,
}: Props) {
  const { t } = useTranslation('production');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const action = (label: string, path: string, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton color="inherit" aria-label={label} onClick={onClick} disabled={disabled}>
          <MdiIcon path={path} />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <>
      <PageToolbar>
        <UpdateAvailableButton />
        {action(t('toolbar.inventory'), mdiPackageVariantClosed, () => setOpen('inventory'))}
        {action(t('toolbar.chefNotes'), mdiNoteTextOutline, () => setOpen('chefNotes'))}
        {action(t('toolbar.calculator'), mdiCalculatorVariantOutline, () => setOpen('calculator'))}
        {action(t('dayCustomers.open', { ns: 'week' }), mdiAccountGroupOutline, () => setOpen('customers'))}
        {action(t('toolbar.refresh'), mdiRefresh, onRefresh, refreshing)}
      </PageToolbar>
      <InventoryDialog open={open === 'inventory'} onClose={close} />
      <ChefNotesDialog open={open === 'chefNotes'} onClose={close} />
      <CalculatorDialog open={open === 'calculator'} onClose={close} />
      <CustomersDialog open={open === 'customers'} onClose={close} />
    </>
  );
}
