import { useQueryClient } from '@tanstack/react-query';
import { updateAllergenRequest, type Allergen } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { allergensApi, useUpdateAllergen } from '../api/allergens.ts';
import { AllergenFields } from './allergen-fields.tsx';

interface EditAllergenDialogProps {
  allergen: Allergen | null;
  onClose: () => void;
}

/**
 * Sends the version it read. On a 409 the user's input stays and the conflict message shows; 'Reload'
 * fetches the current record (new version) so the change can be applied again.
 */
export function EditAllergenDialog({ allergen, onClose }: EditAllergenDialogProps) {
  const { t } = useTranslation('allergens');
  const queryClient = useQueryClient();
  const update = useUpdateAllergen();
  if (!allergen) return null;
  const id = allergen.allergen_id;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('edit.title', { name: allergen.name })}
      schema={updateAllergenRequest}
      defaultValues={{ name: allergen.name, name_de: allergen.name_de, version: allergen.version }}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ key: id, body: values });
        notify(t('edit.done', { name: saved.name }), 'success');
      }}
      reloadOnConflict={async () =>
        ((current) => ({ name: current.name, name_de: current.name_de, version: current.version }))(
          await queryClient.fetchQuery({ ...allergensApi.detailOptions(id), staleTime: 0 }),
        )
      }
    >
      {({ control }) => <AllergenFields control={control} />}
    </FormDialog>
  );
}
