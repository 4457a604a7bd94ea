import type { UseFormReturn } from 'react-hook-form';
import { createAllergenRequest } from '@brigade/domain/schemas/allergens';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { useCreateAllergen } from '../api/allergens.ts';
import { AllergenFields, type AllergenFormValues } from './allergen-fields.tsx';

export function AddAllergenDialog(props: { open: boolean; onClose: () => void }) {
  const create = useCreateAllergen();
  return (
    <ActionDialog
      {...props}
      ns="allergens"
      texts="add"
      schema={createAllergenRequest}
      defaultValues={{ name: '', name_de: '' }}
      run={create.mutateAsync}
      done={(created) => ({ name: created.name })}
    >
      {({ control }: UseFormReturn<AllergenFormValues>) => <AllergenFields control={control} />}
    </ActionDialog>
  );
}
