import type { Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type {
  CreateChatPreferenceRequest,
  UpdateChatPreferenceRequest,
} from '@brigade/domain/schemas/chat-preferences';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';

/**
 * What the add and the edit form hold: each leaves out what its schema does not ask for (the add form the
 * version, the edit form the code).
 */
export type ChatPreferenceFormValues = CreateChatPreferenceRequest & UpdateChatPreferenceRequest;

/** Code (only when adding: customers store it), English and German names, and the default switch. */
export function ChatPreferenceFields(props: {
  control: Control<ChatPreferenceFormValues>;
  withCode: boolean;
  defaultLocked?: boolean;
}) {
  const { t, i18n } = useTranslation('chat-preferences');
  const { control } = props;
  const english = <FormTextField key="name" control={control} name="name" label={t('field.name')} required />;
  const german = (
    <FormTextField key="name_de" control={control} name="name_de" label={t('field.nameDe')} required />
  );
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {props.withCode ? (
        <FormTextField control={control} name="code" label={t('field.code')} required autoFocus />
      ) : null}
      {i18n.language === 'de' ? [german, english] : [english, german]}
      <FormSwitchField
        control={control}
        name="is_default"
        label={t('field.isDefault')}
        help={props.defaultLocked ? t('help.defaultLocked') : t('help.default')}
        disabled={props.defaultLocked ?? false}
      />
    </Stack>
  );
}
