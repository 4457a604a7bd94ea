import {
  foodAllergiesResponse,
  foodIngredientsResponse,
  foodMealsWeeklyResponse,
  foodRatingsResponse,
  foodRecipesResponse,
} from '@brigade/domain/schemas/food-analytics';
import { AnalyticsScreen } from '../../../components/analytics/analytics-screen.tsx';
import { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { IngredientsCard, MealsCard, RecipesCard } from '../components/food-cards.tsx';
import { AllergiesCard, RatingsCard } from '../components/food-feedback-cards.tsx';

/**
 * /analytics/food (SUPER): meals per week by meal type, top recipes, ingredient volumes, ratings and the meals
 * changed for allergies over a range of weeks (no filters: the kitchen's figures are not per programme or zone).
 */
export default function FoodAnalyticsPage() {
  const params = useAnalyticsParams();
  const q = { from: params.query.from, to: params.query.to };
  const meals = useAnalyticsTable('/analytics/food/meals', foodMealsWeeklyResponse, q);
  const recipes = useAnalyticsTable('/analytics/food/recipes', foodRecipesResponse, q);
  const ingredients = useAnalyticsTable('/analytics/food/ingredients', foodIngredientsResponse, q);
  const ratings = useAnalyticsTable('/analytics/food/ratings', foodRatingsResponse, q);
  const allergies = useAnalyticsTable('/analytics/food/allergies', foodAllergiesResponse, q);
  const all = [meals, recipes, ingredients, ratings, allergies];
  return (
    <AnalyticsScreen
      params={params}
      range={meals.data}
      filters={false}
      fetching={all.some((x) => x.isFetching)}
      error={all.find((x) => x.error)?.error ?? null}
    >
      {meals.data ? <MealsCard data={meals.data} query={q} /> : null}
      {recipes.data ? <RecipesCard data={recipes.data} query={q} /> : null}
      {ingredients.data ? <IngredientsCard data={ingredients.data} query={q} /> : null}
      {ratings.data ? <RatingsCard data={ratings.data} query={q} /> : null}
      {allergies.data ? <AllergiesCard data={allergies.data} query={q} /> : null}
    </AnalyticsScreen>
  );
}
