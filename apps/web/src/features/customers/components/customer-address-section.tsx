import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { usePickUpPointOptions } from '../../../lib/options/pick-up-point-options.ts';
import { AddressFields } from './address-fields.tsx';
import { twoColumns } from './customer-form-layout.ts';
import type { CustomerFormValues } from './customer-values.ts';

type Props = { control: Control<CustomerFormValues> };

/** The billing address, the delivery address (hidden while deliveries use the billing one) and instructions. */
export function CustomerAddressSection({ control }: Props) {
  const { t } = useTranslation('customers');
  const useBilling = useWatch({ control, name: 'use_billing' });
  return (
    <FormSection title={t('section.addresses')}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('address.billing_address')}
      </Typography>
      <AddressFields control={control} prefix="billing_address" />
      <Box sx={{ mt: 2 }}>
        <FormSwitchField control={control} name="use_billing" label={t('address.useBilling')} />
      </Box>
      {!useBilling ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('address.delivery_address')}
          </Typography>
          <AddressFields control={control} prefix="delivery_address" />
        </Box>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <FormTextField
          control={control}
          name="delivery_instructions"
          label={t('field.deliveryInstructions')}
          multiline
        />
      </Box>
    </FormSection>
  );
}

/** Pick-up instead of delivery: the point, and notes while the customer picks up. */
export function CustomerPickUpSection({ control }: Props) {
  const { t } = useTranslation('customers');
  const pickUp = useWatch({ control, name: 'pick_up' });
  const pickUpPoints = usePickUpPointOptions();
  const options = [
    { value: '', label: t('field.none') },
    ...(pickUpPoints.data?.items ?? []).map((p) => ({
      value: p.pick_up_point_id,
      label: `${p.name} (${p.postcode} ${p.city})`,
    })),
  ];
  return (
    <FormSection title={t('section.pickUp')}>
      <Box sx={twoColumns}>
        <FormSwitchField control={control} name="pick_up" label={t('field.pickUp')} />
        <FormSelectField
          control={control}
          name="pick_up_point_id"
          label={t('field.pickUpPoint')}
          options={options}
        />
      </Box>
      {pickUp ? (
        <Box sx={{ mt: 2 }}>
          <FormTextField control={control} name="pick_up_notes" label={t('field.pickUpNotes')} multiline />
        </Box>
      ) : null}
    </FormSection>
  );
}
