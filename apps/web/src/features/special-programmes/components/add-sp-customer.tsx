import { useState } from 'react';
import { messages } from '@brigade/domain/messages/catalogue';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { CustomerPicker, PickedCustomer } from '../../../components/customer-picker.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useAddSpCustomer } from '../api/sp-customers.ts';

/**
 * Adds a customer with the defaults. One already on the programme (409) may be added again with
 * force_reset after a confirmation: their entry goes back to the defaults.
 */
export function AddSpCustomer({ programmeId, Picker }: { programmeId: number; Picker: CustomerPicker }) {
  const { t } = useTranslation('special-programmes');
  const confirm = useConfirm();
  const add = useAddSpCustomer();
  const [picked, setPicked] = useState<PickedCustomer | null>(null);

  const submit = async () => {
    if (!picked) return;
    const args = { id: programmeId, customer_id: picked.customer_id };
    try {
      await add.mutateAsync(args);
      notify(t('customers.added', { name: picked.name }), 'success');
      setPicked(null);
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) {
        if (!isApiError(error) || !error.endsSession)
          notify(error instanceof Error ? error.message : String(error), 'error');
        return;
      }
      const text = `${translateMessage(messages.spCustomerAlreadyAdded)}\n\n${t('customers.forceReset', { name: picked.name })}`;
      if (!(await confirm({ text, yesLabel: t('customers.forceResetYes') }))) return;
      try {
        await add.mutateAsync({ ...args, force_reset: true });
        notify(t('customers.resetDone', { name: picked.name }), 'success');
        setPicked(null);
      } catch (again) {
        if (!isApiError(again) || !again.endsSession)
          notify(again instanceof Error ? again.message : String(again), 'error');
      }
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <Picker value={picked} onChange={setPicked} label={t('customers.find')} disabled={add.isPending} />
      <Button
        variant="contained"
        disabled={!picked || add.isPending}
        onClick={() => void submit()}
        sx={{ flexShrink: 0 }}
      >
        {t('customers.add')}
      </Button>
    </Stack>
  );
}
