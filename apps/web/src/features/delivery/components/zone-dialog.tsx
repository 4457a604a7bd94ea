import Box from '@mui/material/Box';
import {
  createPostcodeZoneRequest,
  updatePostcodeZoneRequest,
  type PostcodeZoneDto,
} from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { useCourierOptions } from '../../../lib/options/courier-options.ts';
import { useDeliveryTypeOptions } from '../../../lib/options/delivery-type-options.ts';
import { useCrudSaveDialog } from '../../../lib/use-save-dialog.ts';
import { zonesApi } from '../api/zones.ts';

const idText = (id: number | null | undefined) => (id ? String(id) : '');

function formValues(editing: PostcodeZoneDto | null) {
  return {
    zone: editing?.zone ?? '',
    price_chf: editing ? String(editing.price_chf) : '',
    delivery_type_id: idText(editing?.delivery_type_id),
    delivery_type_id_company: idText(editing?.delivery_type_id_company),
    default_courier_id: idText(editing?.default_courier_id),
    ...(editing ? { version: editing.version } : {}),
  };
}

/** Add or edit a delivery zone: zone, price_chf, delivery types (customers, companies), default courier. */
export function ZoneDialog({ zone, onClose }: { zone: PostcodeZoneDto | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('delivery');
  const types = useDeliveryTypeOptions({ enabled: zone !== null });
  const couriers = useCourierOptions({ enabled: zone !== null });
  const { editing, dialog } = useCrudSaveDialog(zonesApi, {
    target: zone,
    schemas: { create: createPostcodeZoneRequest, update: updatePostcodeZoneRequest },
    formValues,
    done: (saved, edited) => t(edited ? 'zones.edit.done' : 'zones.add.done', { name: saved.zone }),
  });
  const none = { value: '', label: t('zones.field.none') };
  const typeOptions = [
    none,
    ...(types.data?.items ?? []).map((d) => ({ value: String(d.delivery_type_id), label: d.name })),
  ];
  const courierOptions = [
    none,
    ...(couriers.data?.items ?? []).map((c) => ({ value: String(c.courier_id), label: c.name })),
  ];
  return (
    <FormDialog
      {...dialog}
      open={dialog.open && Boolean(types.data && couriers.data)}
      onClose={onClose}
      title={editing ? t('zones.edit.title', { name: editing.zone }) : t('zones.add.title')}
      submitLabel={editing ? undefined : t('zones.add.submit')}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: { sm: 400 } }}>
          <FormTextField control={control} name="zone" label={t('zones.field.zone')} required autoFocus />
          <FormTextField control={control} name="price_chf" label={t('zones.field.price')} required />
          <FormSelectField
            control={control}
            name="delivery_type_id"
            label={t('zones.field.type')}
            options={typeOptions}
          />
          <FormSelectField
            control={control}
            name="delivery_type_id_company"
            label={t('zones.field.typeCompany')}
            options={typeOptions}
          />
          <FormSelectField
            control={control}
            name="default_courier_id"
            label={t('zones.field.courier')}
            options={courierOptions}
          />
        </Box>
      )}
    </FormDialog>
  );
}
