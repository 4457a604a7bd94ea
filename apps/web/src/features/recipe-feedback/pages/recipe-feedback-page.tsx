import { useState } from 'react';
import type { RecipeFeedbackItem } from '@brigade/domain/schemas/recipe-feedback';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteRecipeFeedback } from '../api/delete-recipe-feedback.ts';
import { useRecipeFeedback } from '../api/get-recipe-feedback.ts';
import { AddFeedbackDialog } from '../components/add-feedback-dialog.tsx';
import { FeedbackEntry } from '../components/feedback-entry.tsx';

/** /recipes/feedback/{id} (level 1): a recipe's ratings and comments, their average, add and delete. */
export default function RecipeFeedbackPage() {
  const { id: idParam } = useParams();
  const recipeId = Number(idParam);
  const valid = Number.isInteger(recipeId) && recipeId > 0;
  const { t, i18n } = useTranslation('recipe-feedback');
  const localise = useLocalisePath();
  const user = useCurrentUser();
  const confirm = useConfirm();
  const feedback = useRecipeFeedback(valid ? recipeId : 0);
  const remove = useDeleteRecipeFeedback();
  const [adding, setAdding] = useState(false);

  if (!valid || feedback.isError) return <Alert severity="error">{t('notFound')}</Alert>;
  if (!feedback.data) return <CircularProgress aria-label={t('loading')} />;
  const data = feedback.data;
  const average = data.average_rating;

  const onDelete = async (item: RecipeFeedbackItem) => {
    if (!(await confirm({ text: t('delete.confirm'), destructive: true }))) return;
    remove.mutate(
      { id: item.recipe_feedback_id, recipeId },
      { onSuccess: () => notify(t('delete.done'), 'success') },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h2">
          <Link component={RouterLink} to={localise(`/recipes/${recipeId}`)} underline="hover">
            {data.recipe_name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
          <Rating value={average} precision={0.1} readOnly aria-hidden />
          <Typography aria-live="polite" data-testid="average-rating">
            {average === null
              ? t('noRatings')
              : t('average', {
                  average: new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
                    maximumFractionDigits: 2,
                  }).format(average),
                  count: data.total,
                })}
          </Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined">
        {data.items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        ) : (
          <List aria-label={t('list')} disablePadding>
            {data.items.map((item) => (
              <FeedbackEntry
                key={item.recipe_feedback_id}
                item={item}
                canDelete={user.level === 0 || item.created_by === user.user_id}
                onDelete={onDelete}
              />
            ))}
          </List>
        )}
      </Paper>
      <AddFeedbackDialog recipeId={recipeId} open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
