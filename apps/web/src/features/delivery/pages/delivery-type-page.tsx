import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mdiArrowLeft } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courierColumnsOf, readableSetLabels } from '@brigade/domain/logistics/delivery-set-labels';
import {
  createDeliveryTypeRequest,
  updateDeliveryTypeRequest,
  type Courier,
  type DeliveryType,
} from '@brigade/domain/schemas/delivery';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormFooter } from '../../../components/form-footer.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { useCourierOptions } from '../../../lib/options/courier-options.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { deliveryTypesApi, useCreateDeliveryType, useUpdateDeliveryType } from '../api/delivery-types.ts';
import { CourierColumns } from '../components/courier-columns.tsx';
import { deliveryTypeFormValues, type DeliveryTypeFormValues } from '../components/delivery-type-values.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';

/** /delivery_types/{id} (0 = new): name and up to 5 courier columns with their times; create, update, delete. */
export default function DeliveryTypePage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { t } = useTranslation('delivery');
  const couriers = useCourierOptions();
  const type = useQuery({ ...deliveryTypesApi.detailOptions(id), enabled: id > 0 });
  if (!Number.isInteger(id) || id < 0 || type.isError) {
    return <Alert severity="error">{t('types.notFound')}</Alert>;
  }
  if ((id > 0 && !type.data) || !couriers.data) return <CircularProgress aria-label="loading" />;
  return (
    <DeliveryTypeForm
      key={`${id}-${type.data?.version ?? 0}`}
      type={type.data}
      couriers={couriers.data.items}
    />
  );
}

function DeliveryTypeForm({ type, couriers }: { type: DeliveryType | undefined; couriers: Courier[] }) {
  const { t } = useTranslation('delivery');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const create = useCreateDeliveryType();
  const update = useUpdateDeliveryType();
  const remove = deliveryTypesApi.useRemove();
  const [error, setError] = useState<ApiError | Error | null>(null);
  const form = useSchemaForm<DeliveryTypeFormValues>({
    schema: type ? updateDeliveryTypeRequest : createDeliveryTypeRequest,
    defaultValues: deliveryTypeFormValues(type),
  });
  const watched = useWatch({ control: form.control });
  const names = new Map(couriers.map((c) => [String(c.courier_id), c.name]));
  const labels = readableSetLabels(courierColumnsOf(watched, (c) => names.get(String(c))));

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      if (type) {
        const { version = type.version, ...fields } = values;
        const saved = await update.mutateAsync({ key: type.delivery_type_id, body: { ...fields, version } });
        notify(t('types.edit.done', { name: saved.name }), 'success');
        form.reset(deliveryTypeFormValues(saved));
      } else {
        const created = await create.mutateAsync(values);
        notify(t('types.add.done', { name: created.name }), 'success');
        await navigate(localise(`/delivery_types/${created.delivery_type_id}`), { replace: true });
      }
    } catch (caught) {
      setError(applyServerErrors(caught, form.setError));
    }
  });

  const reload = async () => {
    if (!type) return;
    const current = await queryClient.fetchQuery({
      ...deliveryTypesApi.detailOptions(type.delivery_type_id),
      staleTime: 0,
    });
    form.reset(deliveryTypeFormValues(current));
    setError(null);
  };

  const deleteType = async () => {
    if (
      !type ||
      !(await confirm({ text: t('types.delete.confirm', { name: type.name }), destructive: true }))
    )
      return;
    try {
      await remove.mutateAsync({ key: type.delivery_type_id, version: type.version });
    } catch {
      return; // the snackbar says why (in use by a zone, or changed meanwhile)
    }
    notify(t('types.delete.done', { name: type.name }), 'success');
    await navigate(localise('/delivery_types'));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={type ? t('types.edit.title', { name: type.name }) : t('types.add.title')}
      >
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Button
            component={RouterLink}
            to={localise('/delivery_types')}
            startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
          >
            {t('action.back')}
          </Button>
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {type ? t('types.edit.title', { name: type.name }) : t('types.add.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
          <FormTextField control={form.control} name="name" label={t('types.field.name')} required />
          <CourierColumns control={form.control} couriers={couriers} />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('types.preview')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={t('types.preview')}>
              {labels.length ? (
                labels.map((l) => <Chip key={l} label={l} size="small" />)
              ) : (
                <Typography color="text.secondary">{t('types.noSets')}</Typography>
              )}
            </Stack>
          </Box>
          <SaveErrorAlert error={error} onReload={type ? reload : undefined} />
          <FormFooter
            saving={form.formState.isSubmitting}
            onDelete={type ? () => void deleteType() : undefined}
          />
        </Box>
      </Box>
    </Paper>
  );
}
