import Box from '@mui/material/Box';
import {
  courierTypes,
  createCourierRequest,
  updateCourierRequest,
  type Courier,
} from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { useCrudSaveDialog } from '../../../lib/use-save-dialog.ts';
import { couriersApi } from '../api/couriers.ts';

interface CourierDialogProps {
  /** null: closed; 'new': add; a courier: edit it (sending its version). */
  courier: Courier | 'new' | null;
  onClose: () => void;
}

function formValues(editing: Courier | null) {
  return {
    name: editing?.name ?? '',
    courier_type: editing?.courier_type,
    delivery_times: editing?.delivery_times.join(', ') ?? '',
    ...(editing ? { version: editing.version } : {}),
  };
}

/** Add or edit a courier: name, courier type (which decides how its deliveries are planned) and delivery times. */
export function CourierDialog({ courier, onClose }: CourierDialogProps) {
  const { t } = useTranslation('delivery');
  const { editing, dialog } = useCrudSaveDialog(couriersApi, {
    target: courier,
    schemas: { create: createCourierRequest, update: updateCourierRequest },
    formValues,
    done: (saved, edited) => t(edited ? 'couriers.edit.done' : 'couriers.add.done', { name: saved.name }),
  });
  const types = courierTypes.map((value) => ({ value, label: t(`courierType.${value}`) }));
  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={editing ? t('couriers.edit.title', { name: editing.name }) : t('couriers.add.title')}
      submitLabel={editing ? undefined : t('couriers.add.submit')}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: { sm: 400 } }}>
          <FormTextField control={control} name="name" label={t('couriers.field.name')} required autoFocus />
          <FormSelectField
            control={control}
            name="courier_type"
            label={t('couriers.field.type')}
            options={types}
          />
          <FormTextField
            control={control}
            name="delivery_times"
            label={`${t('couriers.field.times')} (${t('couriers.field.timesHelp')})`}
          />
        </Box>
      )}
    </FormDialog>
  );
}
