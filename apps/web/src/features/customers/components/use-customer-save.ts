import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { Customer } from '@brigade/domain/schemas/customers';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { customerQueryOptions } from '../api/get-customer.ts';
import { useCreateCustomer, useUpdateCustomer } from '../api/save-customer.ts';
import { customerRequest, type CustomerFormValues } from './customer-values.ts';

/**
 * Saving the customer page: create (then open the new customer) or update under the version read; reload
 * after a conflict; delete after confirmation. `error` is the last failed save.
 */
export function useCustomerSave(customer: Customer | undefined, form: UseFormReturn<CustomerFormValues>) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const remove = useDeleteCustomer();
  const [error, setError] = useState<ApiError | Error | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const body = customerRequest(values);
      if (customer) {
        const saved = await update.mutateAsync({
          ...body,
          id: customer.customer_id,
          version: customer.version,
        });
        notify(t('page.saved', { name: saved.name }), 'success');
      } else {
        const created = await create.mutateAsync(body);
        notify(t('page.created', { name: created.name }), 'success');
        await navigate(localise(`/customers/${created.customer_id}`), { replace: true });
      }
    } catch (caught) {
      setError(applyServerErrors(caught, form.setError));
    }
  });

  const reload = async (saved: Customer) => {
    await queryClient.fetchQuery({ ...customerQueryOptions(saved.customer_id), staleTime: 0 });
    setError(null);
  };

  const deleteCustomer = async (saved: Customer) => {
    if (!(await confirm({ text: t('page.deleteConfirm', { name: saved.name }), destructive: true }))) return;
    try {
      await remove.mutateAsync({ id: saved.customer_id, version: saved.version });
    } catch {
      return; // the snackbar says why (has orders, or changed meanwhile)
    }
    notify(t('page.deleted', { name: saved.name }), 'success');
    await navigate(localise('/customers'));
  };

  return {
    submit,
    error,
    /** Only for a saved customer. */
    reload: customer ? () => reload(customer) : undefined,
    remove: customer ? () => deleteCustomer(customer) : undefined,
  };
}
