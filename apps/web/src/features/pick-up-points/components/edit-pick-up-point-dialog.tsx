import { useQueryClient } from '@tanstack/react-query';
import { updatePickUpPointRequest, type PickUpPoint } from '@brigade/domain/schemas/pick-up-points';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { pickUpPointsApi, useUpdatePickUpPoint } from '../api/pick-up-points.ts';
import { PickUpPointFields } from './pick-up-point-fields.tsx';

function formValues(p: PickUpPoint) {
  const { pick_up_point_id: _id, updated_at: _updated, ...values } = p;
  return values;
}

/** Sends the version it read; on a 409 the input stays and 'Reload' fetches the current record. */
export function EditPickUpPointDialog(props: { point: PickUpPoint | null; onClose: () => void }) {
  const { t } = useTranslation('pick-up-points');
  const queryClient = useQueryClient();
  const update = useUpdatePickUpPoint();
  const { point, onClose } = props;
  if (!point) return null;
  const id = point.pick_up_point_id;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('edit.title', { name: point.name })}
      schema={updatePickUpPointRequest}
      defaultValues={formValues(point)}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ key: id, body: values });
        notify(t('edit.done', { name: saved.name }), 'success');
      }}
      reloadOnConflict={async () =>
        formValues(await queryClient.fetchQuery({ ...pickUpPointsApi.detailOptions(id), staleTime: 0 }))
      }
    >
      {({ control }) => <PickUpPointFields control={control} />}
    </FormDialog>
  );
}
