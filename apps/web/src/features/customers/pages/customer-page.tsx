import { useState, type ComponentType, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  mdiArrowLeft,
  mdiCardAccountDetailsOutline,
  mdiContentSave,
  mdiDeleteOutline,
  mdiMapMarkerOutline,
} from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createCustomerRequest,
  paymentMethods,
  updateCustomerRequest,
  type Customer,
} from '@brigade/domain/schemas/customers';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useAllergenOptions } from '../api/get-allergen-options.ts';
import { useChatPreferenceOptions } from '../api/get-chat-preference-options.ts';
import { customerQueryOptions, useCustomer } from '../api/get-customer.ts';
import { usePickUpPointOptions } from '../api/get-pick-up-point-options.ts';
import { useCreateCustomer, useUpdateCustomer } from '../api/save-customer.ts';
import { AddressFields } from '../components/address-fields.tsx';
import {
  customerFormValues,
  customerRequest,
  type CustomerFormValues,
} from '../components/customer-values.ts';
import { AllergenInput, ChipsInput, SwitchInput } from '../components/form-controls.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

function CustomerForm({
  customer,
  defaultChatPref,
  Orders,
}: {
  customer: Customer | undefined;
  defaultChatPref: string;
  Orders: CustomerOrdersSlot | undefined;
}) {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const remove = useDeleteCustomer();
  const allergens = useAllergenOptions();
  const chatPreferences = useChatPreferenceOptions();
  const pickUpPoints = usePickUpPointOptions();
  const [error, setError] = useState<ApiError | Error | null>(null);
  const de = i18n.language === 'de';

  const schema = customer ? updateCustomerRequest : createCustomerRequest;
  const zod = zodResolver(schema as never, undefined, {
    raw: true,
  }) as unknown as Resolver<CustomerFormValues>;
  // The form's values are checked as the request they become (blank addresses left out, texts to numbers).
  const resolver: Resolver<CustomerFormValues> = async (values, context, options) => {
    const result = await zod(customerRequest(values) as never, context, options);
    return Object.keys(result.errors).length ? result : { values, errors: {} };
  };
  const form = useForm<CustomerFormValues>({
    resolver,
    defaultValues: customerFormValues(customer, defaultChatPref),
  });
  const [useBilling, pickUp] = useWatch({ control: form.control, name: ['use_billing', 'pick_up'] });

  const allergenOptions = (allergens.data?.items ?? []).map((a) => ({
    id: a.allergen_id,
    label: de ? a.name_de || a.name : a.name,
  }));

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

  const reload = async () => {
    if (!customer) return;
    await queryClient.fetchQuery({ ...customerQueryOptions(customer.customer_id), staleTime: 0 });
    setError(null);
  };

  const deleteCustomer = async () => {
    if (!customer) return;
    if (!(await confirm({ text: t('page.deleteConfirm', { name: customer.name }), destructive: true })))
      return;
    try {
      await remove.mutateAsync({ id: customer.customer_id, version: customer.version });
    } catch {
      return; // the snackbar says why (has orders, or changed meanwhile)
    }
    notify(t('page.deleted', { name: customer.name }), 'success');
    await navigate(localise('/customers'));
  };

  const mapLink = customer?.map_link;

  // The orders sit outside the form: a dialog's submit bubbles through the React tree (portals too) and
  // would otherwise save the customer as well.
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={customer ? customer.name : t('page.new')}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={localise('/customers')}
            startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
          >
            {t('page.back')}
          </Button>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            {customer ? customer.name : t('page.new')}
          </Typography>
          {customer ? (
            <>
              <Chip label={t(`deliveryOption.${customer.delivery_option}`)} size="small" color="primary" />
              {customer.group_name ? <Chip label={customer.group_name} size="small" /> : null}
              {customer.phone_display ? (
                <Link href={`tel:${customer.phone_display.replace(/\s/g, '')}`}>
                  {customer.phone_display}
                </Link>
              ) : null}
              <Button
                href={`/api/v1/customers/${customer.customer_id}/contact-card`}
                download
                size="small"
                startIcon={<MdiIcon path={mdiCardAccountDetailsOutline} size={0.8} />}
              >
                {t('page.contactCard')}
              </Button>
              {mapLink && 'url' in mapLink ? (
                <Button
                  href={mapLink.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="small"
                  startIcon={<MdiIcon path={mdiMapMarkerOutline} size={0.8} />}
                >
                  {t('page.map')}
                </Button>
              ) : mapLink ? (
                <Typography variant="body2" color="text.secondary">
                  {translateMessage(mapLink.error)}
                </Typography>
              ) : null}
            </>
          ) : null}
        </Stack>

        {customer?.notes_error ? (
          <Alert severity="error">{translateMessage(customer.notes_error)}</Alert>
        ) : null}

        <Section title={t('section.core')}>
          <Box sx={grid}>
            <FormTextField control={form.control} name="first_name" label={t('field.firstName')} required />
            <FormTextField control={form.control} name="last_name" label={t('field.lastName')} required />
            <FormTextField control={form.control} name="email" label={t('field.email')} type="email" />
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '90px 1fr' }}>
              <FormTextField
                control={form.control}
                name="phone_cc"
                label={t('field.phoneCc')}
                inputMode="numeric"
              />
              <FormTextField
                control={form.control}
                name="phone_number"
                label={t('field.phone')}
                inputMode="tel"
              />
            </Box>
            <FormTextField control={form.control} name="dob" label={t('field.dob')} type="date" />
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              <SwitchInput control={form.control} name="active" label={t('field.active')} />
              <SwitchInput control={form.control} name="is_office" label={t('field.isOffice')} />
            </Stack>
          </Box>
        </Section>

        <Section title={t('section.addresses')}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('address.billing_address')}
          </Typography>
          <AddressFields control={form.control} prefix="billing_address" />
          <Box sx={{ mt: 2 }}>
            <SwitchInput control={form.control} name="use_billing" label={t('address.useBilling')} />
          </Box>
          {!useBilling ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('address.delivery_address')}
              </Typography>
              <AddressFields control={form.control} prefix="delivery_address" />
            </Box>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <FormTextField
              control={form.control}
              name="delivery_instructions"
              label={t('field.deliveryInstructions')}
              multiline
            />
          </Box>
        </Section>

        <Section title={t('section.pickUp')}>
          <Box sx={grid}>
            <SwitchInput control={form.control} name="pick_up" label={t('field.pickUp')} />
            <FormSelectField
              control={form.control}
              name="pick_up_point_id"
              label={t('field.pickUpPoint')}
              options={[
                { value: '', label: t('field.none') },
                ...(pickUpPoints.data?.items ?? []).map((p) => ({
                  value: p.pick_up_point_id,
                  label: `${p.name} (${p.postcode} ${p.city})`,
                })),
              ]}
            />
          </Box>
          {pickUp ? (
            <Box sx={{ mt: 2 }}>
              <FormTextField
                control={form.control}
                name="pick_up_notes"
                label={t('field.pickUpNotes')}
                multiline
              />
            </Box>
          ) : null}
        </Section>

        <Section title={t('section.preferences')}>
          <Box sx={grid}>
            <FormSelectField
              control={form.control}
              name="chat_pref"
              label={t('field.chatPref')}
              options={(chatPreferences.data?.items ?? []).map((c) => ({
                value: c.code,
                label: de ? c.name_de || c.name : c.name,
              }))}
            />
            <FormTextField control={form.control} name="how_hear" label={t('field.howHear')} />
            <FormSelectField
              control={form.control}
              name="payment_method_default"
              label={t('field.paymentMethod')}
              options={paymentMethods.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))}
            />
            <FormTextField
              control={form.control}
              name="last_contacted"
              label={t('field.lastContacted')}
              type="date"
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gridColumn: { sm: 'span 2' } }}>
              <SwitchInput control={form.control} name="newsletter" label={t('field.newsletter')} />
              <SwitchInput
                control={form.control}
                name="workshop_interest"
                label={t('field.workshopInterest')}
              />
              <SwitchInput control={form.control} name="cutlery" label={t('field.cutlery')} />
              <SwitchInput control={form.control} name="prospective" label={t('field.prospective')} />
            </Stack>
          </Box>
        </Section>

        <Section title={t('section.health')}>
          <Box sx={grid}>
            <AllergenInput
              control={form.control}
              name="allergen_ids"
              label={t('health.allergens')}
              options={allergenOptions}
              color="error"
            />
            <AllergenInput
              control={form.control}
              name="warning_ids"
              label={t('health.warnings')}
              options={allergenOptions}
              color="warning"
            />
            <ChipsInput
              control={form.control}
              name="other_allergens"
              label={t('health.otherAllergens')}
              hint={t('health.chipsHint')}
            />
            <ChipsInput
              control={form.control}
              name="other_warnings"
              label={t('health.otherWarnings')}
              hint={t('health.chipsHint')}
            />
            <ChipsInput
              control={form.control}
              name="dislikes"
              label={t('health.dislikes')}
              hint={t('health.chipsHint')}
            />
            <FormTextField
              control={form.control}
              name="special_requirements"
              label={t('health.specialRequirements')}
              multiline
            />
          </Box>
        </Section>

        <Section title={t('section.notes')}>
          <FormTextField
            control={form.control}
            name="notes"
            label={t('field.notes')}
            multiline
            minRows={3}
            hint={t('field.notesHint')}
          />
        </Section>

        <SaveErrorAlert error={error} onReload={customer ? reload : undefined} />

        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
          >
            {t('common:save')}
          </Button>
          {customer ? (
            <Button
              color="error"
              startIcon={<MdiIcon path={mdiDeleteOutline} size={0.8} />}
              onClick={() => void deleteCustomer()}
            >
              {t('page.delete')}
            </Button>
          ) : null}
        </Stack>
      </Box>
      {customer && Orders ? <Orders customerId={customer.customer_id} /> : null}
    </Box>
  );
}
