import { useParams } from 'react-router';
import { RecipeCardsView } from '../components/recipe-cards-view.tsx';

/** /recipes/export/{id} (A4 portrait, level 1): one printable recipe card. */
export default function RecipeExportPage() {
  const id = Number(useParams().id);
  return <RecipeCardsView ids={Number.isInteger(id) && id > 0 ? [id] : []} />;
}
