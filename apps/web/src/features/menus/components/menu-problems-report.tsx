import type { MenuProblem } from '@brigade/domain/schemas/menus';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalisePath } from '../../../lib/use-language.ts';

/** The problems of one dish, in the order the server gave them. */
interface Dish {
  recipe_id: number;
  recipe_name: string;
  problems: MenuProblem[];
}

function byDish(problems: readonly MenuProblem[]): Dish[] {
  const dishes = new Map<number, Dish>();
  for (const p of problems) {
    const dish = dishes.get(p.recipe_id) ?? {
      recipe_id: p.recipe_id,
      recipe_name: p.recipe_name,
      problems: [],
    };
    dish.problems.push(p);
    dishes.set(p.recipe_id, dish);
  }
  return [...dishes.values()];
}

/**
 * Why the menu cannot be published yet (ADR 055), grouped by dish: each problem in words with a link to where
 * it is fixed — the ingredient for its allergens, nutrients or conversion, the recipe for a dish without
 * nutrition (and for a line in a unit that cannot be converted, the recipe too).
 */
export function MenuProblemsReport({ problems }: { problems: readonly MenuProblem[] }) {
  const { t, i18n } = useTranslation('menus');
  const localise = useLocalisePath();
  const de = i18n.language === 'de';

  const fix = (to: string, label: string) => (
    <Link component={RouterLink} to={localise(to)} sx={{ ml: 1 }}>
      {label}
    </Link>
  );
  const line = (p: MenuProblem) => {
    const ingredient = (de ? p.ingredient_name_de : null) ?? p.ingredient_name ?? '';
    const ingredientPage = p.ingredient_id === null ? null : `/ingredients/${p.ingredient_id}`;
    const recipePage = `/recipes/${p.recipe_id}`;
    return (
      <>
        {t(`problems.${p.kind}`, { ingredient })}
        {p.kind === 'no_nutrition' || !ingredientPage
          ? fix(recipePage, t('problems.fix'))
          : fix(ingredientPage, t('problems.fix'))}
        {p.kind === 'unconvertible' && ingredientPage ? fix(recipePage, t('problems.openRecipe')) : null}
      </>
    );
  };

  return (
    <Alert severity="error" data-testid="menu-problems">
      <AlertTitle>{t('problems.title')}</AlertTitle>
      <Typography variant="body2">{t('problems.intro')}</Typography>
      {byDish(problems).map((dish) => (
        <section key={dish.recipe_id} aria-label={dish.recipe_name}>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {dish.recipe_name}
          </Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {dish.problems.map((p, i) => (
              <li key={i}>
                <Typography variant="body2" component="span">
                  {line(p)}
                </Typography>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Alert>
  );
}
