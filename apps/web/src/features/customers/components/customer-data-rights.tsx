import { useState } from 'react';
import { mdiAccountRemoveOutline, mdiDownload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { isErasedCustomer } from '@brigade/domain/customers/erasure';
import { eraseCustomerRequest } from '@brigade/domain/schemas/customer-data-rights';
import type { Customer } from '@brigade/domain/schemas/customers';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { customerExportUrl, useEraseCustomer } from '../api/erase-customer.ts';

/**
 * The customer's data rights (ADR 082): everything stored about them as JSON or CSV, and their erasure —
 * confirmed by typing their number or name back, after the dialog says what goes and what stays.
 */
export function CustomerDataRights({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const [erasing, setErasing] = useState(false);
  const erased = isErasedCustomer(customer);
  return (
    <>
      <ExportMenu customerId={customer.customer_id} />
      {erased ? (
        <Chip label={t('dataRights.erasedChip')} size="small" color="warning" />
      ) : (
        <Button
          size="small"
          color="error"
          onClick={() => setErasing(true)}
          startIcon={<MdiIcon path={mdiAccountRemoveOutline} size={0.8} />}
        >
          {t('dataRights.erase')}
        </Button>
      )}
      {erasing ? <EraseDialog customer={customer} onClose={() => setErasing(false)} /> : null}
    </>
  );
}

function ExportMenu({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customers');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<MdiIcon path={mdiDownload} size={0.8} />}
      >
        {t('dataRights.export')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(['json', 'csv'] as const).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={customerExportUrl(customerId, format)}
            download
            onClick={() => setAnchor(null)}
          >
            {t(`dataRights.exportAs.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function EraseDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const erase = useEraseCustomer();
  const values = { name: customer.name, id: customer.customer_id };
  return (
    <ActionDialog
      open
      onClose={onClose}
      ns="customers"
      texts="dataRights.eraseDialog"
      values={values}
      schema={eraseCustomerRequest}
      defaultValues={{ confirm: '' }}
      run={(form) => erase.mutateAsync({ id: customer.customer_id, ...form })}
      onDone={onClose}
    >
      {({ control }) => (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('dataRights.eraseDialog.removed')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('dataRights.eraseDialog.kept')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
            {t('dataRights.eraseDialog.final')}
          </Typography>
          <FormTextField
            control={control}
            name="confirm"
            label={t('dataRights.eraseDialog.confirm', values)}
            autoFocus
            required
          />
        </>
      )}
    </ActionDialog>
  );
}

/** On an erased customer's page: what erasure left (nothing personal) and why orders and invoices remain. */
export function ErasedNotice({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  if (!isErasedCustomer(customer)) return null;
  return <Alert severity="info">{t('dataRights.erasedNotice')}</Alert>;
}
