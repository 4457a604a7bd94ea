import { createPickUpPointRequest } from '@brigade/domain/schemas/pick-up-points';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreatePickUpPoint } from '../api/pick-up-points.ts';
import { PickUpPointFields } from './pick-up-point-fields.tsx';

export const emptyPickUpPoint = {
  name: '',
  description: '',
  client_facing_name: '',
  client_facing_description: '',
  price_chf: '',
  company: '',
  street: '',
  co: '',
  postcode: '',
  city: 'Zürich',
};

export function AddPickUpPointDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pick-up-points');
  const create = useCreatePickUpPoint();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={createPickUpPointRequest}
      defaultValues={emptyPickUpPoint}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        notify(t('add.done', { name: created.name }), 'success');
      }}
    >
      {({ control }) => <PickUpPointFields control={control} />}
    </FormDialog>
  );
}
