import { useState } from 'react';
import type { DayRecipeLine } from '@brigade/domain/schemas/day-recipes';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SwapIngredientField } from './swap-ingredient-field.tsx';
import { useDayLine } from './use-day-line.ts';

interface Props {
  date: string;
  recipeId: number;
  line: DayRecipeLine;
  /** The portions the day makes (to_produce): the line's quantity for the day. */
  portions: number;
  /** Level 1: swap the ingredient and choose the supplier spec for the day. */
  canPlan: boolean;
}

/** One ingredient line of a dish on a day: what to weigh out, the day's swap and spec, the cook's and loader's ticks. */
export function DayLineRow({ date, recipeId, line, portions, canPlan }: Props) {
  const { t, i18n } = useTranslation('production');
  const { pending, change } = useDayLine(date, recipeId, line);
  const [swapping, setSwapping] = useState(false);
  const amount = new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-CH', {
    maximumFractionDigits: 2,
  });
  const spec = line.specs.find((s) => s.ingredient_spec_suppliers_id === line.ingredient_spec_suppliers_id);
  const specText = (s: DayRecipeLine['specs'][number]) =>
    [s.supplier_name, s.article_number].filter(Boolean).join(' · ');
  return (
    <TableRow data-testid={`day-line-${line.uid}`} aria-busy={pending}>
      <TableCell component="th" scope="row">
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {line.name}
        </Typography>
        {line.swapped_from ? (
          <Typography variant="caption" color="warning.main" component="div">
            {t('lines.insteadOf', { name: line.swapped_from.name })}
          </Typography>
        ) : null}
        {canPlan ? (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
            {swapping ? (
              <SwapIngredientField
                name={line.name}
                disabled={pending}
                onPick={(id) => {
                  setSwapping(false);
                  change({ kind: 'ingredient', body: { ingredient_id: id } });
                }}
              />
            ) : (
              <Button
                size="small"
                disabled={pending}
                onClick={() => setSwapping(true)}
                aria-label={t('lines.swapOf', { name: line.name })}
              >
                {t('lines.swap')}
              </Button>
            )}
            {line.swapped_from ? (
              <Button
                size="small"
                disabled={pending}
                onClick={() => change({ kind: 'ingredient', body: { ingredient_id: null } })}
                aria-label={t('lines.undoOf', { name: line.name })}
              >
                {t('lines.undo')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {`${amount.format(line.quantity * portions)} ${line.unit}`}
      </TableCell>
      <TableCell>
        {canPlan ? (
          <TextField
            select
            size="small"
            value={line.ingredient_spec_suppliers_id ?? ''}
            disabled={pending}
            onChange={(event) => {
              const value = event.target.value as number | '';
              change({
                kind: 'supplier-spec',
                body: { ingredient_spec_suppliers_id: value === '' ? null : value },
              });
            }}
            slotProps={{
              select: {
                displayEmpty: true,
                inputProps: { 'aria-label': t('lines.specOf', { name: line.name }) },
              },
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('lines.defaultSpec')}</MenuItem>
            {line.specs.map((s) => (
              <MenuItem key={s.ingredient_spec_suppliers_id} value={s.ingredient_spec_suppliers_id}>
                {specText(s)}
              </MenuItem>
            ))}
          </TextField>
        ) : spec ? (
          specText(spec)
        ) : (
          t('lines.defaultSpec')
        )}
      </TableCell>
      {(['is_done', 'loading_is_done'] as const).map((tick) => (
        <TableCell key={tick} padding="checkbox" align="center">
          <Checkbox
            checked={line[tick]}
            disabled={pending}
            color="success"
            onChange={(event) => change({ kind: 'done', body: { [tick]: event.target.checked } })}
            slotProps={{
              input: {
                'aria-label': t(tick === 'is_done' ? 'lines.doneOf' : 'lines.loadedOf', { name: line.name }),
              },
            }}
          />
        </TableCell>
      ))}
    </TableRow>
  );
}
