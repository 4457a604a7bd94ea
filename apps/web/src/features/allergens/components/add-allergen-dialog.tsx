import { createAllergenRequest } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreateAllergen } from '../api/allergens.ts';
import { AllergenFields } from './allergen-fields.tsx';

export function AddAllergenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('allergens');
  const create = useCreateAllergen();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={createAllergenRequest}
      defaultValues={{ name: '', name_de: '' }}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        notify(t('add.done', { name: created.name }), 'success');
      }}
    >
      {({ control }) => <AllergenFields control={control} />}
    </FormDialog>
  );
}
