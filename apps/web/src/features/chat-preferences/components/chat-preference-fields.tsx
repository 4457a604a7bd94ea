import type { Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitch } from './form-switch.tsx';

interface Values {
  code?: string;
  name: string;
  name_de: string;
  is_default?: boolean;
}

/** Code (only when adding: customers store it), English and German names, and the default switch. */
export function ChatPreferenceFields<T extends Values>(props: {
  control: Control<T>;
  withCode: boolean;
  defaultLocked?: boolean;
}) {
  const { t, i18n } = useTranslation('chat-preferences');
  const control = props.control as unknown as Control<Values>;
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
      <FormSwitch
        control={control}
        name="is_default"
        label={t('field.isDefault')}
        help={props.defaultLocked ? t('help.defaultLocked') : t('help.default')}
        disabled={props.defaultLocked ?? false}
      />
    </Stack>
  );
}
