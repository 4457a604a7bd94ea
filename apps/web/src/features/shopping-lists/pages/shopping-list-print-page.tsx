import { mdiPrinter } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useShoppingList } from '../api/get-shopping-list.ts';
import { ingredientIdsOf, onlyIngredients } from '../components/filter-ingredients.ts';
import { ListHeader } from '../components/list-header.tsx';
import { ShoppingGroups } from '../components/shopping-groups.tsx';

/**
 * /printable/a4/shopping-list?id= (A4 portrait): the list by supplier, done marks as ✓; with
 * /printable/a4/shopping-list/{ingredients} only those ingredient ids (comma-separated).
 */
export default function ShoppingListPrintPage() {
  const { t } = useTranslation('shopping-lists');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const ids = ingredientIdsOf(useParams().ingredients);
  const list = useShoppingList(id);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="info">{t('print.noList')}</Alert>;
  if (list.isError) {
    // 'Unable to get shopping list. <reason>' (the API client's wrapped message, ADR 076).
    return <Alert severity="error">{list.error.message}</Alert>;
  }
  if (!list.data) return null;
  return (
    <Box sx={{ fontSize: '11pt' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', '@media print': { display: 'none' } }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => window.print()}
          startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
        >
          {t('actions.print')}
        </Button>
      </Box>
      <ListHeader list={list.data} compact />
      <ShoppingGroups content={onlyIngredients(list.data, ids)} print />
    </Box>
  );
}
