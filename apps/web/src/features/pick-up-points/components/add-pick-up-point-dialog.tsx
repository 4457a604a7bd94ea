import type { UseFormReturn } from 'react-hook-form';
import { createPickUpPointRequest } from '@brigade/domain/schemas/pick-up-points';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { useCreatePickUpPoint } from '../api/pick-up-points.ts';
import { PickUpPointFields, type PickUpPointFormValues } from './pick-up-point-fields.tsx';

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

export function AddPickUpPointDialog(props: { open: boolean; onClose: () => void }) {
  const create = useCreatePickUpPoint();
  return (
    <ActionDialog
      {...props}
      ns="pick-up-points"
      texts="add"
      schema={createPickUpPointRequest}
      defaultValues={emptyPickUpPoint}
      run={create.mutateAsync}
      done={(created) => ({ name: created.name })}
    >
      {({ control }: UseFormReturn<PickUpPointFormValues>) => <PickUpPointFields control={control} />}
    </ActionDialog>
  );
}
