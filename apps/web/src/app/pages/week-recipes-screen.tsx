import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { WORKWEEK_LENGTH } from '@brigade/domain/calendar/working-days';
import { mondayOf, weekDays } from '@brigade/domain/week/week-dates';
import { useSearchParams } from 'react-router';
import { ChefIngredientNotesDialog } from '../../features/chef-notes/components/chef-ingredient-notes-dialog.tsx';
import { InventoryDialog } from '../../features/inventory/components/inventory-dialog.tsx';
import WeekRecipesPage from '../../features/production/pages/week-recipes-page.tsx';
import { RecipeCalculatorDialog } from '../../features/shopping-lists/components/recipe-calculator-dialog.tsx';
import { DayCustomersDialog } from '../../features/week/components/day-customers-dialog.tsx';

/** 'View week customers' of the week and day Recipes this Week shows (?start_date=, ?day=). */
function WeekCustomersOfDay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [params] = useSearchParams();
  if (!open) return null;
  const start = params.get('start_date');
  const monday = start && isIsoDate(start) ? mondayOf(start) : defaultWeekMonday(new Date());
  const days = weekDays(monday).slice(0, WORKWEEK_LENGTH);
  const day = params.get('day');
  return (
    <DayCustomersDialog
      days={days}
      initialDate={day && days.includes(day) ? day : days[0]!}
      onClose={onClose}
    />
  );
}

/**
 * /week/recipes: Recipes this Week with the inventory, chef ingredient notes, recipe calculator and 'view
 * week customers' dialogs.
 */
export default function WeekRecipesScreen() {
  return (
    <WeekRecipesPage
      InventoryDialog={InventoryDialog}
      ChefNotesDialog={ChefIngredientNotesDialog}
      CalculatorDialog={RecipeCalculatorDialog}
      CustomersDialog={WeekCustomersOfDay}
    />
  );
}
