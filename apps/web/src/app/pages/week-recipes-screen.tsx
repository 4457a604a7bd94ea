import { ChefIngredientNotesDialog } from '../../features/chef-notes/components/chef-ingredient-notes-dialog.tsx';
import { InventoryDialog } from '../../features/inventory/components/inventory-dialog.tsx';
import WeekRecipesPage from '../../features/production/pages/week-recipes-page.tsx';
import { RecipeCalculatorDialog } from '../../features/shopping-lists/components/recipe-calculator-dialog.tsx';

/** /week/recipes: Recipes this Week with the inventory, chef ingredient notes and recipe calculator dialogs. */
export default function WeekRecipesScreen() {
  return (
    <WeekRecipesPage
      InventoryDialog={InventoryDialog}
      ChefNotesDialog={ChefIngredientNotesDialog}
      CalculatorDialog={RecipeCalculatorDialog}
    />
  );
}
