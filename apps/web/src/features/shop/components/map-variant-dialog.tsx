import { putShopVariantRequest } from '@brigade/domain/schemas/shop';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { usePutShopVariant, useShopVariants } from '../api/shop-variants.ts';
import { variantFormValues, variantRequest, type VariantFormValues } from './variant-form.ts';

export interface VariantTarget {
  variantId: number;
  productId: number | null;
  /** The shop's product and variant title, the mapping's name unless it has one. */
  title: string;
}

/**
 * 'Map product': what a shop variant is to Brigade — a programme (LEAN or STRONG, flex, day trial, a number of
 * weeks or a subscription) or nothing to import. Saving imports the orders waiting for it again.
 */
export function MapVariantDialog({ target, onClose }: { target: VariantTarget | null; onClose: () => void }) {
  const variants = useShopVariants();
  const put = usePutShopVariant();
  const existing = variants.data?.variants.find((v) => v.variant_id === target?.variantId);
  const version = existing?.version ?? 0;
  const request = (values: VariantFormValues) => variantRequest(values, target?.productId ?? null, version);
  return (
    <ActionDialog<typeof putShopVariantRequest, VariantFormValues>
      open={target !== null && !variants.isPending}
      onClose={onClose}
      ns="shop"
      texts="map"
      values={{ title: target?.title ?? '' }}
      schema={putShopVariantRequest}
      toRequest={request}
      defaultValues={variantFormValues(target?.title ?? '', existing)}
      run={(values) => put.mutateAsync({ variantId: target?.variantId ?? 0, body: request(values) })}
    >
      {({ control }) => <VariantFields control={control} />}
    </ActionDialog>
  );
}

function VariantFields({ control }: { control: Control<VariantFormValues> }) {
  const { t } = useTranslation('shop');
  const kind = useWatch({ control, name: 'kind' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('map.explanation')}
      </Typography>
      <FormTextField control={control} name="title" label={t('map.name')} required />
      <FormSelectField
        control={control}
        name="kind"
        label={t('map.kind')}
        options={[
          { value: 'programme', label: t('kind.programme') },
          { value: 'ignore', label: t('kind.ignore') },
        ]}
      />
      {kind === 'programme' ? (
        <>
          <FormSelectField
            control={control}
            name="type"
            label={t('map.type')}
            options={[
              { value: 'LEAN', label: 'LEAN' },
              { value: 'STRONG', label: 'STRONG' },
            ]}
          />
          <FormSwitchField control={control} name="is_flex" label={t('map.flex')} />
          <FormSwitchField control={control} name="day_trial" label={t('map.dayTrial')} />
          <FormTextField
            control={control}
            name="weeks"
            type="number"
            inputMode="numeric"
            label={t('map.weeks')}
            hint={t('map.weeksHint')}
          />
        </>
      ) : null}
    </Stack>
  );
}
