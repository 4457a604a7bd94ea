import { mdiArrowLeft, mdiContentCopy, mdiEyeOutline, mdiPrinterOutline, mdiStarOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import type { RecipeDialog } from './recipe-dialogs.tsx';
import { RecipeRating } from './recipe-rating.tsx';
import { RevisionStatusSelect } from './revision-status-select.tsx';

interface RecipeHeaderProps {
  recipe: RecipeDetail | undefined;
  /** The form has unsaved changes: the revision status waits for them. */
  dirty: boolean;
  onOpen: (dialog: RecipeDialog) => void;
}

/** Back to the list, the recipe's name, and for a saved recipe: rating, revision status and its tools. */
export function RecipeHeader({ recipe, dirty, onOpen }: RecipeHeaderProps) {
  const { t } = useTranslation('recipes');
  const localise = useLocalisePath();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Button
        component={RouterLink}
        to={localise('/recipes')}
        startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
      >
        {t('page.back')}
      </Button>
      <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
        {recipe ? recipe.name : t('page.new')}
      </Typography>
      {recipe ? <RecipeTools recipe={recipe} dirty={dirty} onOpen={onOpen} /> : null}
    </Stack>
  );
}

function RecipeTools({ recipe, dirty, onOpen }: RecipeHeaderProps & { recipe: RecipeDetail }) {
  const { t } = useTranslation('recipes');
  const localise = useLocalisePath();
  return (
    <>
      <RecipeRating recipeId={recipe.recipe_id} />
      <RevisionStatusSelect recipe={recipe} disabled={dirty} />
      <Button startIcon={<MdiIcon path={mdiEyeOutline} size={0.8} />} onClick={() => onOpen('summary')}>
        {t('page.summary')}
      </Button>
      <Button startIcon={<MdiIcon path={mdiContentCopy} size={0.8} />} onClick={() => onOpen('copy')}>
        {t('page.copy')}
      </Button>
      <Button
        component={RouterLink}
        to={localise(`/recipes/feedback/${recipe.recipe_id}`)}
        startIcon={<MdiIcon path={mdiStarOutline} size={0.8} />}
      >
        {t('page.feedback')}
      </Button>
      <Button
        component={RouterLink}
        to={localise(`/recipes/export/${recipe.recipe_id}`)}
        startIcon={<MdiIcon path={mdiPrinterOutline} size={0.8} />}
      >
        {t('page.card')}
      </Button>
    </>
  );
}
