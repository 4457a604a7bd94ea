import type { RecipeCard as Card, RecipeCardLine } from '@brigade/domain/schemas/recipe-export';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const quantity = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-GB', { maximumFractionDigits: 2 }).format(value);

/** The lines in recipe order, a run of lines of one layer under that layer's name. */
function groups(card: Card): { key: string; name: string | null; lines: RecipeCardLine[] }[] {
  const names = new Map(card.layers.map((layer) => [layer.recipe_layer_id, layer.name]));
  const result: { key: string; name: string | null; lines: RecipeCardLine[] }[] = [];
  for (const line of card.lines) {
    const last = result.at(-1);
    const layerId = line.recipe_layer_id;
    if (last && last.lines[0]?.recipe_layer_id === layerId) last.lines.push(line);
    else
      result.push({
        key: `${result.length}`,
        name: layerId === null ? null : (names.get(layerId) ?? null),
        lines: [line],
      });
  }
  return result;
}

/** An A4 recipe card: what the kitchen needs to cook one portion. */
export function RecipeCard({ card }: { card: Card }) {
  const { t, i18n } = useTranslation('recipe-export');
  const german = i18n.language === 'de';
  const language = i18n.language;
  return (
    <Box
      component="article"
      aria-label={card.name}
      sx={{ '& + &': { breakBefore: 'page', mt: { xs: 6, print: 0 } } }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {card.name}
      </Typography>
      {card.client_facing_name ? (
        <Typography variant="subtitle1" color="text.secondary">
          {card.client_facing_name}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('mealTypes')}:{' '}
        {card.meal_types.length ? card.meal_types.map((m) => t(`meal.${m}`)).join(', ') : '–'}
        {' · '}
        {t('portion')}: {quantity(card.portion_quantity, language)} {card.portion_unit}
      </Typography>

      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('ingredients')}
      </Typography>
      {card.lines.length === 0 ? <Typography color="text.secondary">{t('noLines')}</Typography> : null}
      {card.lines.length > 0 ? (
        <Table size="small" aria-label={t('ingredients')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '45%' }}>{t('ingredient')}</TableCell>
              <TableCell align="right" sx={{ width: '20%' }}>
                {t('quantity')}
              </TableCell>
              <TableCell>{t('lineDirections')}</TableCell>
            </TableRow>
          </TableHead>
          {groups(card).map((group) => (
            <TableBody key={group.key} sx={{ breakInside: 'avoid' }}>
              {group.name || card.layers.length > 0 ? (
                <TableRow>
                  <TableCell colSpan={3} component="th" scope="rowgroup" sx={{ fontWeight: 600, pt: 1.5 }}>
                    {group.name ?? t('noLayer')}
                  </TableCell>
                </TableRow>
              ) : null}
              {group.lines.map((line) => (
                <TableRow key={`${line.position}-${line.ingredient_id}`}>
                  <TableCell>{(german && line.ingredient_name_de) || line.ingredient_name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {quantity(line.quantity, language)} {line.unit}
                  </TableCell>
                  <TableCell>{line.directions}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      ) : null}

      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('directions')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{card.directions || '–'}</Typography>

      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('allergens')}
      </Typography>
      <Typography>
        {card.allergens.length
          ? card.allergens
              .map((a) => {
                const name = german ? a.name_de : a.name;
                return a.may_contain ? t('traces', { name }) : name;
              })
              .join(', ')
          : t('noAllergens')}
      </Typography>
      {card.needs_review.length ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('needsReview', { names: card.needs_review.join(', ') })}
        </Alert>
      ) : null}
    </Box>
  );
}
