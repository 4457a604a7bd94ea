import type { UseFormReturn } from 'react-hook-form';
import { createDiscountRequest } from '@brigade/domain/schemas/discounts';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { useCreateDiscount } from '../api/discounts.ts';
import { DiscountFields, type DiscountFormValues } from './discount-fields.tsx';

export function AddDiscountDialog(props: { open: boolean; onClose: () => void }) {
  const create = useCreateDiscount();
  return (
    <ActionDialog
      {...props}
      ns="discounts"
      texts="add"
      schema={createDiscountRequest}
      defaultValues={{
        code: '',
        description: '',
        kind: 'PERCENT',
        value: '',
        valid_from: '',
        valid_to: '',
        usage_limit: '',
      }}
      run={create.mutateAsync}
      done={(created) => ({ code: created.code })}
    >
      {({ control }: UseFormReturn<DiscountFormValues>) => <DiscountFields control={control} />}
    </ActionDialog>
  );
}
