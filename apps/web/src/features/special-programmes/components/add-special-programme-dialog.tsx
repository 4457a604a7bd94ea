import { messages } from '@brigade/domain/messages/catalogue';
import { createSpecialProgrammeRequest } from '@brigade/domain/schemas/special-programmes';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useCreateSpecialProgramme } from '../api/create-special-programme.ts';
import { wrapFailure } from '../api/wrapped-error.ts';
import { SpecialProgrammeFields } from './special-programme-fields.tsx';

const empty = { name: '', description: '', start_date: '', price_chf: '' };

/**
 * Name and start date are checked before any call (the three messages under their fields); a
 * created programme opens on its own page.
 */
export function AddSpecialProgrammeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('special-programmes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const create = useCreateSpecialProgramme();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={createSpecialProgrammeRequest}
      defaultValues={empty}
      onSubmit={async (values) => {
        const created = await wrapFailure(messages.unableToCreateSpecialProgramme, () =>
          create.mutateAsync(values),
        );
        notify(t('add.done', { name: created.name }), 'success');
        await navigate(localise(`/customers/special-programmes/${created.special_programme_id}`));
      }}
    >
      {({ control }) => <SpecialProgrammeFields control={control} autoFocus />}
    </FormDialog>
  );
}
