import { createChatPreferenceRequest } from '@brigade/domain/schemas/chat-preferences';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreateChatPreference } from '../api/chat-preferences.ts';
import { ChatPreferenceFields } from './chat-preference-fields.tsx';

export function AddChatPreferenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat-preferences');
  const create = useCreateChatPreference();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={createChatPreferenceRequest}
      defaultValues={{ code: '', name: '', name_de: '', is_default: false }}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        notify(t('add.done', { code: created.code }), 'success');
      }}
    >
      {({ control }) => <ChatPreferenceFields control={control} withCode />}
    </FormDialog>
  );
}
