import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateAllergenRequest, type Allergen } from '@brigade/domain/schemas/allergens';
import Button from '@mui/material/Button';
import { mdiRefresh } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { allergenQueryOptions } from '../api/get-allergen.ts';
import { useUpdateAllergen } from '../api/update-allergen.ts';
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
  const [reloading, setReloading] = useState(false);
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
        const saved = await update.mutateAsync({ id, ...values });
        notify(t('edit.done', { name: saved.name }), 'success');
      }}
      extraActions={({ form, error, clearError }) =>
        isApiError(error) && error.status === 409 ? (
          <Button
            startIcon={<MdiIcon path={mdiRefresh} size={0.8} />}
            disabled={reloading}
            onClick={async () => {
              setReloading(true);
              try {
                const current = await queryClient.fetchQuery({ ...allergenQueryOptions(id), staleTime: 0 });
                form.reset({ name: current.name, name_de: current.name_de, version: current.version });
                clearError();
              } catch {
                // The query cache has told the user why the reload failed.
              } finally {
                setReloading(false);
              }
            }}
          >
            {t('edit.reload')}
          </Button>
        ) : null
      }
    >
      {({ control }) => <AllergenFields control={control} />}
    </FormDialog>
  );
}
