import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { useShoppingList } from '../api/get-shopping-list.ts';
import { ListHeader } from '../components/list-header.tsx';
import { ShoppingLinesTable } from '../components/shopping-lines-table.tsx';
import { UnconvertedLines } from '../components/unconverted-lines.tsx';
import { useDoneControl } from '../components/use-done-control.ts';

/** /shopping-lists/v1/{id}: the older flat view — every line in one alphabetical list, supplier as a column. */
export default function ShoppingListFlatPage() {
  const { t, i18n } = useTranslation('shopping-lists');
  const id = Number(useParams().id);
  const list = useShoppingList(id);
  const done = useDoneControl(id);
  if (list.isError) {
    // 'Unable to get shopping list. <reason>' (the API client's wrapped message, ADR 076).
    return <Alert severity="error">{list.error.message}</Alert>;
  }
  if (!list.data) return null;
  const lines = list.data.groups
    .flatMap((g) => g.lines.map((l) => ({ ...l, supplier_name: g.supplier_name })))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language) || a.line_key.localeCompare(b.line_key));
  return (
    <>
      <ListHeader list={list.data} />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <ShoppingLinesTable lines={lines} showSupplier done={done} />
      </Paper>
      <UnconvertedLines lines={list.data.unconverted} done={done} />
      <Typography variant="subtitle1" sx={{ textAlign: 'right', fontWeight: 600, mt: 2 }}>
        {t('total', { amount: formatChf(list.data.cost_chf, i18n.language) })}
      </Typography>
    </>
  );
}
