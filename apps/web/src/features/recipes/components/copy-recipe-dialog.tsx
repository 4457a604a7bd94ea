import { z } from 'zod';
import { messages } from '@brigade/domain/messages/catalogue';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';

const copySchema = z.object({
  name: z.string().trim().min(1, { error: messages.nameRequired }).max(100, { error: messages.nameTooLong }),
});

/** Copy recipe: asks the new recipe's name ('Copy of …' to start with). */
export function CopyRecipeDialog({
  open,
  sourceName,
  onClose,
  onCopy,
}: {
  open: boolean;
  sourceName: string;
  onClose: () => void;
  onCopy: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('recipes');
  return (
    <FormDialog
      open={open}
      title={t('copy.title')}
      schema={copySchema}
      defaultValues={{ name: t('copy.defaultName', { name: sourceName }).slice(0, 100) }}
      submitLabel={t('copy.submit')}
      onClose={onClose}
      onSubmit={(values) => onCopy(values.name.trim())}
    >
      {(form) => (
        <FormTextField control={form.control} name="name" label={t('copy.name')} required autoFocus />
      )}
    </FormDialog>
  );
}
