import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { updateChatPreferenceRequest, type ChatPreference } from '@brigade/domain/schemas/chat-preferences';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { chatPreferencesApi, useUpdateChatPreference } from '../api/chat-preferences.ts';
import { ChatPreferenceFields, type ChatPreferenceFormValues } from './chat-preference-fields.tsx';

const formValues = (p: ChatPreference) => ({
  name: p.name,
  name_de: p.name_de,
  is_default: p.is_default,
  version: p.version,
});

/** Sends the version it read; on a 409 the input stays and 'Reload' fetches the current record. */
export function EditChatPreferenceDialog(props: { preference: ChatPreference | null; onClose: () => void }) {
  const { t } = useTranslation('chat-preferences');
  const queryClient = useQueryClient();
  const update = useUpdateChatPreference();
  const { preference, onClose } = props;
  if (!preference) return null;
  const id = preference.chat_preference_id;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('edit.title', { code: preference.code })}
      schema={updateChatPreferenceRequest}
      defaultValues={formValues(preference)}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ key: id, body: values });
        notify(t('edit.done', { code: saved.code }), 'success');
      }}
      reloadOnConflict={async () =>
        formValues(await queryClient.fetchQuery({ ...chatPreferencesApi.detailOptions(id), staleTime: 0 }))
      }
    >
      {({ control }: UseFormReturn<ChatPreferenceFormValues>) => (
        <ChatPreferenceFields control={control} withCode={false} defaultLocked={preference.is_default} />
      )}
    </FormDialog>
  );
}
