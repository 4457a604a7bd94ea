import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import {
  courierTypes,
  createCourierRequest,
  updateCourierRequest,
  type Courier,
  type UpdateCourierRequest,
} from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { couriersApi, useCreateCourier, useUpdateCourier } from '../api/couriers.ts';

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
  const create = useCreateCourier();
  const update = useUpdateCourier();
  const queryClient = useQueryClient();
  const editing = courier !== null && courier !== 'new' ? courier : null;
  const types = courierTypes.map((value) => ({ value, label: t(`courierType.${value}`) }));
  return (
    <FormDialog
      open={courier !== null}
      onClose={onClose}
      title={editing ? t('couriers.edit.title', { name: editing.name }) : t('couriers.add.title')}
      submitLabel={editing ? undefined : t('couriers.add.submit')}
      schema={editing ? updateCourierRequest : createCourierRequest}
      defaultValues={formValues(editing)}
      reloadOnConflict={
        editing
          ? async () =>
              formValues(
                await queryClient.fetchQuery({
                  ...couriersApi.detailOptions(editing.courier_id),
                  staleTime: 0,
                }),
              )
          : undefined
      }
      onSubmit={async (values) => {
        // Editing, the form holds the update request (with its version), which the schema has checked.
        const saved = editing
          ? await update.mutateAsync({ key: editing.courier_id, body: values as UpdateCourierRequest })
          : await create.mutateAsync(values);
        const done = editing ? 'couriers.edit.done' : 'couriers.add.done';
        notify(t(done, { name: saved.name }), 'success');
      }}
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
