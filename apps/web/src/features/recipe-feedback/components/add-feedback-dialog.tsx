import { Controller } from 'react-hook-form';
import { createRecipeFeedbackRequest } from '@brigade/domain/schemas/recipe-feedback';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useCreateRecipeFeedback } from '../api/create-recipe-feedback.ts';

interface AddFeedbackDialogProps {
  recipeId: number;
  open: boolean;
  onClose: () => void;
}

/** A rating (1–5 stars), a comment and the date the recipe was served. */
export function AddFeedbackDialog({ recipeId, open, onClose }: AddFeedbackDialogProps) {
  const { t } = useTranslation('recipe-feedback');
  const create = useCreateRecipeFeedback();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      schema={createRecipeFeedbackRequest}
      defaultValues={{ rating: 0, comment: '', served_on: '' }}
      submitLabel={t('add.submit')}
      onSubmit={async (values) => {
        await create.mutateAsync({ recipeId, ...values });
        notify(t('add.done'), 'success');
      }}
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 400 } }}>
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id="feedback-rating-label">{t('field.rating')}</FormLabel>
                <Rating
                  name="rating"
                  value={Number(field.value) || null}
                  onChange={(_event, value) => field.onChange(value ?? 0)}
                  aria-labelledby="feedback-rating-label"
                  getLabelText={(value: number) => t('stars', { count: value })}
                  size="large"
                />
                {fieldState.error?.message ? (
                  <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
          <FormTextField control={control} name="served_on" label={t('field.servedOn')} type="date" />
          <FormTextField control={control} name="comment" label={t('field.comment')} multiline minRows={3} />
        </Stack>
      )}
    </FormDialog>
  );
}
