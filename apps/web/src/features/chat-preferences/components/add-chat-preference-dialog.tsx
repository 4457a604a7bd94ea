import type { UseFormReturn } from 'react-hook-form';
import { createChatPreferenceRequest } from '@brigade/domain/schemas/chat-preferences';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { useCreateChatPreference } from '../api/chat-preferences.ts';
import { ChatPreferenceFields, type ChatPreferenceFormValues } from './chat-preference-fields.tsx';

export function AddChatPreferenceDialog(props: { open: boolean; onClose: () => void }) {
  const create = useCreateChatPreference();
  return (
    <ActionDialog
      {...props}
      ns="chat-preferences"
      texts="add"
      schema={createChatPreferenceRequest}
      defaultValues={{ code: '', name: '', name_de: '', is_default: false }}
      run={create.mutateAsync}
      done={(created) => ({ code: created.code })}
    >
      {({ control }: UseFormReturn<ChatPreferenceFormValues>) => (
        <ChatPreferenceFields control={control} withCode />
      )}
    </ActionDialog>
  );
}
