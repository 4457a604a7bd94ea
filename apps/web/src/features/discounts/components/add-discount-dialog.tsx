import { createDiscountRequest } from '@brigade/domain/schemas/discounts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreateDiscount } from '../api/discounts.ts';
import { DiscountFields } from './discount-fields.tsx';

export function AddDiscountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('discounts');
  const create = useCreateDiscount();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
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
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        notify(t('add.done', { code: created.code }), 'success');
      }}
    >
      {({ control }) => <DiscountFields control={control} />}
    </FormDialog>
  );
}
