import { useSearchParams } from 'react-router';
import { RecipeCardsView } from '../components/recipe-cards-view.tsx';

/** The ids of `?ids=1,2,3`: positive whole numbers, each once, in the order given. */
function idsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** /recipes/export/multiple?ids=1,2,3 (A4 portrait, level 1): several cards, one per page, and an .xlsx. */
export default function RecipeExportMultiplePage() {
  const [params] = useSearchParams();
  return <RecipeCardsView ids={idsOf(params.get('ids'))} />;
}
