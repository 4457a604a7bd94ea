import { createSpecialProgrammeRequest } from '@brigade/domain/schemas/special-programmes';
import { useNavigate } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useCreateSpecialProgramme } from '../api/create-special-programme.ts';
import { SpecialProgrammeFields } from './special-programme-fields.tsx';

const empty = { name: '', description: '', start_date: '', price_chf: '' };

/**
 * Name and start date are checked before any call (the three messages under their fields); a
 * created programme opens on its own page.
 */
export function AddSpecialProgrammeDialog(props: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const create = useCreateSpecialProgramme();
  return (
    <ActionDialog
      {...props}
      ns="special-programmes"
      texts="add"
      schema={createSpecialProgrammeRequest}
      defaultValues={empty}
      // A failure reads 'Unable to create special programme. <reason>' (the API client, ADR 076).
      run={(values) => create.mutateAsync(values)}
      done={(created) => ({ name: created.name })}
      onDone={(created) =>
        navigate(localise(`/customers/special-programmes/${created.special_programme_id}`))
      }
    >
      {({ control }) => <SpecialProgrammeFields control={control} autoFocus />}
    </ActionDialog>
  );
}
