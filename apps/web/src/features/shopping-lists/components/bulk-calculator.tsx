import { useMemo, useState } from 'react';
import type { BulkItem } from '@brigade/domain/schemas/shopping-lists';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBulkCalculation } from '../api/bulk-calculations.ts';
import { CalculatorItems, type CalculatorRow } from './calculator-items.tsx';
import { RecipePicker } from './recipe-picker.tsx';
import { SavedCalculations } from './saved-calculations.tsx';
import { ShoppingGroups } from './shopping-groups.tsx';

/**
 * The bulk calculator (/bulk_calculator and the 'recipe calculator' dialog, ADR 051): recipes × portions →
 * ingredient totals by supplier with packs and cost; calculations can be saved and loaded.
 */
export function BulkCalculator() {
  const { t } = useTranslation('shopping-lists');
  const [rows, setRows] = useState<CalculatorRow[]>([]);
  const items = rows
    .filter((r) => /^\d+$/.test(r.quantity))
    .map((r) => ({ recipe_id: r.recipe_id, quantity: Number(r.quantity) }));
  // Debounced as text: a new array each render would restart the timer for ever.
  const debouncedText = useDebouncedValue(JSON.stringify(items));
  const debounced = useMemo(() => JSON.parse(debouncedText) as BulkItem[], [debouncedText]);
  const result = useBulkCalculation(debounced);
  const named = rows.map((r) =>
    r.name
      ? r
      : {
          ...r,
          name: result.data?.recipes.find((x) => x.recipe_id === r.recipe_id)?.name ?? `#${r.recipe_id}`,
        },
  );

  return (
    <Stack spacing={2}>
      <SavedCalculations
        items={items}
        onLoad={(calculation) =>
          setRows(
            // The names come with the calculation's result.
            calculation.items.map((item) => ({
              recipe_id: item.recipe_id,
              name: '',
              quantity: String(item.quantity),
            })),
          )
        }
      />
      <RecipePicker onPick={(recipe) => setRows([...rows, { ...recipe, quantity: '10' }])} />
      <CalculatorItems rows={named} onChange={setRows} />
      <Divider />
      <Typography variant="h6" component="h2">
        {t('calculator.result')}
      </Typography>
      {result.isFetching ? <LinearProgress aria-label={t('loading')} /> : null}
      {result.isError ? <Alert severity="error">{translateMessage(result.error.message)}</Alert> : null}
      {debounced.length > 0 && result.data ? (
        <ShoppingGroups content={result.data} />
      ) : (
        <Typography color="text.secondary">{t('calculator.pick')}</Typography>
      )}
    </Stack>
  );
}
