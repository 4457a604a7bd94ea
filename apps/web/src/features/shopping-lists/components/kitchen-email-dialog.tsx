import {
  kitchenEmailRequest,
  type KitchenEmailRequest,
  type OutboxMessage,
} from '@brigade/domain/schemas/operations';
import type { ShoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSendKitchenEmail } from '../api/send-kitchen-email.ts';
import { listAsText } from './list-as-text.ts';

interface EmailValues {
  to: string;
  cc: string;
  subject: string;
  text: string;
}

/** Addresses typed as one text, separated by commas, semicolons or spaces. */
export function addresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

export function toKitchenEmail(values: EmailValues): KitchenEmailRequest {
  return {
    to: addresses(values.to),
    cc: addresses(values.cc),
    bcc: [],
    subject: values.subject,
    text: values.text,
  };
}

/** 'E-mail' on a shopping list: the list as text to a supplier or the team, through the outbox. */
export function KitchenEmailDialog({
  list,
  open,
  onClose,
}: {
  list: ShoppingListDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('shopping-lists');
  const send = useSendKitchenEmail();
  return (
    <ActionDialog<typeof kitchenEmailRequest, EmailValues, OutboxMessage>
      open={open}
      onClose={onClose}
      ns="shopping-lists"
      texts="email"
      schema={kitchenEmailRequest}
      toRequest={toKitchenEmail}
      defaultValues={{ to: '', cc: '', subject: list.name, text: listAsText(list, t, i18n.language) }}
      run={(values) => send.mutateAsync(toKitchenEmail(values))}
      done={(message) => ({ to: message.to.join(', ') })}
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 480 } }}>
          <FormTextField
            control={control}
            name="to"
            inputMode="email"
            label={t('email.to')}
            hint={t('email.addressesHint')}
            autoFocus
            required
          />
          <FormTextField control={control} name="cc" inputMode="email" label={t('email.cc')} />
          <FormTextField control={control} name="subject" label={t('email.subject')} required />
          <FormTextField
            control={control}
            name="text"
            label={t('email.text')}
            multiline
            minRows={8}
            maxRows={14}
          />
        </Stack>
      )}
    </ActionDialog>
  );
}
