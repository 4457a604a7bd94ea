import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { AllergenChips } from './recipe-allergens.tsx';
import { RecipeLayerNames } from './recipe-layer-names.tsx';

/**
 * Recipe summary: an overview of the saved recipe — meal types, layers (renamed in place), lines of one
 * portion, allergens.
 */
export function RecipeSummaryDialog({
  recipe,
  open,
  dirty,
  onClose,
}: {
  recipe: RecipeDetail;
  open: boolean;
  /** The recipe's form has unsaved changes: the layers wait for them. */
  dirty: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('recipes');
  const de = i18n.language === 'de';
  const layerName = new Map(recipe.layers.map((l) => [l.recipe_layer_id, l.name]));
  const number = new Intl.NumberFormat(de ? 'de-CH' : 'en-GB', { maximumFractionDigits: 3 });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="recipe-summary-title">
      <DialogTitle id="recipe-summary-title">{t('summary.title', { name: recipe.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {t('summary.mealTypes')}: {recipe.meal_types.map((m) => t(`meal.${m}`)).join(', ') || '–'}
        </Typography>
        <Typography>
          {t('summary.portion', {
            quantity: number.format(recipe.portion_quantity),
            unit: t(`unit.${recipe.portion_unit}`, { defaultValue: recipe.portion_unit }),
            margin: number.format(recipe.error_margin),
          })}
        </Typography>
        <RecipeLayerNames recipe={recipe} dirty={dirty} />
        <Table size="small" aria-label={t('section.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('line.ingredient')}</TableCell>
              <TableCell align="right">{t('line.quantity')}</TableCell>
              <TableCell>{t('line.unit')}</TableCell>
              <TableCell>{t('line.layer')}</TableCell>
              <TableCell>{t('line.directions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recipe.lines.map((line) => (
              <TableRow key={line.uid}>
                <TableCell>
                  {de ? line.ingredient_name_de || line.ingredient_name : line.ingredient_name}
                </TableCell>
                <TableCell align="right">{number.format(line.quantity)}</TableCell>
                <TableCell>{t(`unit.${line.unit}`, { defaultValue: line.unit })}</TableCell>
                <TableCell>
                  {line.recipe_layer_id === null ? '' : layerName.get(line.recipe_layer_id)}
                </TableCell>
                <TableCell>{line.directions}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2">{t('section.allergens')}</Typography>
        <AllergenChips recipe={recipe} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
