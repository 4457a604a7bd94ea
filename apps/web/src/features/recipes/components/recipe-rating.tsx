import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications.ts';
import { useRateRecipe, useRecipeRating } from '../api/recipe-rating.ts';

/** The recipe's average rating, and the user's own stars: a click rates (replacing their earlier rating). */
export function RecipeRating({ recipeId }: { recipeId: number }) {
  const { t } = useTranslation('recipes');
  const rating = useRecipeRating(recipeId);
  const rate = useRateRecipe(recipeId);
  const data = rating.data;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" data-testid="recipe-average-rating">
        {data && data.average_rating !== null
          ? t('rating.average', { rating: data.average_rating.toFixed(1), count: data.total })
          : t('rating.none')}
      </Typography>
      <Rating
        name={`recipe-${recipeId}-rating`}
        aria-label={t('rating.mine')}
        value={data?.mine ?? null}
        disabled={!data || rate.isPending}
        onChange={(_event, value) => {
          if (value === null) return;
          rate.mutate(value, { onSuccess: () => notify(t('rating.saved', { rating: value }), 'success') });
        }}
      />
    </Stack>
  );
}
