import { RecipeAnalysisPanel } from '../../features/nutrition/components/recipe-analysis-panel.tsx';
import RecipePage from '../../features/recipes/pages/recipe-page.tsx';

/**
 * /recipes/{id}: the recipe editor. The nutrition feature's analysis panel is passed in as `Analysis` here
 * (features do not import each other; the app composes them).
 */
export default function RecipeScreen() {
  return <RecipePage Analysis={RecipeAnalysisPanel} />;
}
