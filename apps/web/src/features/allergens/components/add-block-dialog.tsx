import { createAllergenBlockRequest } from '@brigade/domain/schemas/allergens';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCreateAllergenBlock } from '../api/create-allergen-block.ts';

/** A block silences word matching for that pair, never a tag (ADR 009) ('subject' never matches 'test'). */
export function AddBlockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('allergens');
  const create = useCreateAllergenBlock();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('blocks.add.title')}
      submitLabel={t('blocks.add.submit')}
      schema={createAllergenBlockRequest}
      defaultValues={{ subject: '', test: '' }}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        notify(t('blocks.add.done', { subject: created.subject, test: created.test }), 'success');
      }}
    >
      {({ control }) => (
        <>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            {t('blocks.explanation')}
          </Typography>
          <FormTextField
            control={control}
            name="subject"
            label={t('blocks.field.subject')}
            autoFocus
            required
          />
          <FormTextField control={control} name="test" label={t('blocks.field.test')} required />
        </>
      )}
    </FormDialog>
  );
}
