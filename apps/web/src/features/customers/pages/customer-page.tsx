import type { ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import {
  createCustomerRequest,
  updateCustomerRequest,
  type Customer,
} from '@brigade/domain/schemas/customers';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useChatPreferenceOptions } from '../../../lib/options/chat-preference-options.ts';
import { useCustomer } from '../api/get-customer.ts';
import { CustomerAddressSection, CustomerPickUpSection } from '../components/customer-address-section.tsx';
import { ErasedNotice } from '../components/customer-data-rights.tsx';
import { CustomerHeader } from '../components/customer-header.tsx';
import { CustomerHealthSection } from '../components/customer-health-section.tsx';
import { CustomerIdentitySection } from '../components/customer-identity-section.tsx';
import { CustomerPreferencesSection } from '../components/customer-preferences-section.tsx';
import { CustomerSummarySection } from '../components/customer-summary-section.tsx';
import {
  customerFormValues,
  customerRequest,
  type CustomerFormValues,
} from '../components/customer-values.ts';
import { useCustomerSave } from '../components/use-customer-save.ts';

/** What the app mounts under a saved customer (the orders feature's list of the customer's orders). */
export type CustomerOrdersSlot = ComponentType<{ customerId: number }>;

/**
 * /customers/{id} (0 = new): the customer with addresses, pick-up point, preferences, health and notes;
 * `Orders` is mounted below a saved customer (features do not import each other; the app composes them).
 */
export default function CustomerPage({ Orders }: { Orders?: CustomerOrdersSlot }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { t } = useTranslation('customers');
  const customer = useCustomer(Number.isInteger(id) && id > 0 ? id : 0);
  const chatPreferences = useChatPreferenceOptions();
  if (!Number.isInteger(id) || id < 0 || customer.isError) {
    return <Alert severity="error">{t('page.notFound')}</Alert>;
  }
  if ((id > 0 && !customer.data) || !chatPreferences.data) return <CircularProgress aria-label="loading" />;
  const defaultChat = chatPreferences.data.items.find((c) => c.is_default)?.code ?? 'GROUP';
  return (
    <CustomerForm
      key={`${id}-${customer.data?.version ?? 0}`}
      customer={customer.data}
      defaultChatPref={defaultChat}
      Orders={Orders}
    />
  );
}

function CustomerForm({
  customer,
  defaultChatPref,
  Orders,
}: {
  customer: Customer | undefined;
  defaultChatPref: string;
  Orders: CustomerOrdersSlot | undefined;
}) {
  const { t } = useTranslation('customers');
  const form = useSchemaForm<CustomerFormValues>({
    schema: customer ? updateCustomerRequest : createCustomerRequest,
    // Checked as the request the values become (blank addresses left out, texts to numbers).
    toRequest: customerRequest,
    defaultValues: customerFormValues(customer, defaultChatPref),
  });
  const save = useCustomerSave(customer, form);
  const { control } = form;

  return (
    <RecordForm
      save={save}
      saving={form.formState.isSubmitting}
      label={customer ? customer.name : t('page.new')}
      deleteLabel={t('page.delete')}
      maxWidth={1100}
      after={customer && Orders ? <Orders customerId={customer.customer_id} /> : null}
    >
      <CustomerHeader customer={customer} />
      {customer ? <ErasedNotice customer={customer} /> : null}
      {customer?.notes_error ? (
        <Alert severity="error">{translateMessage(customer.notes_error)}</Alert>
      ) : null}
      {customer ? <CustomerSummarySection customer={customer} /> : null}
      <CustomerIdentitySection control={control} />
      <CustomerAddressSection control={control} />
      <CustomerPickUpSection control={control} />
      <CustomerPreferencesSection control={control} />
      <CustomerHealthSection control={control} />
      <FormSection title={t('section.notes')}>
        <FormTextField
          control={control}
          name="notes"
          label={t('field.notes')}
          multiline
          minRows={3}
          hint={t('field.notesHint')}
        />
      </FormSection>
    </RecordForm>
  );
}
