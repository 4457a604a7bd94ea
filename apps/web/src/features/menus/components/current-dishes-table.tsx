import type { MenuItem } from '@brigade/domain/schemas/menus';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { figure } from './format.ts';
import { slotLabel } from './slot-label.ts';

/** The dishes assigned to the date now, with the names each menu variant would print. */
export function CurrentDishesTable({ items }: { items: readonly MenuItem[] }) {
  const { t, i18n } = useTranslation('menus');
  if (items.length === 0) return <Typography color="text.secondary">{t('menu.noDishes')}</Typography>;
  const de = i18n.language === 'de';
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('review.current')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('day.meal')}</TableCell>
            <TableCell>{t('review.clientName')}</TableCell>
            <TableCell>{t('review.aLifeLabel')}</TableCell>
            <TableCell>{t('review.kitchenName')}</TableCell>
            <TableCell>{t('dish.allergens')}</TableCell>
            <TableCell align="right">{t('review.kcal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.slot}>
              <TableCell>{slotLabel(t, item.slot)}</TableCell>
              <TableCell>{item.display_name}</TableCell>
              <TableCell>{item.a_life_label || '–'}</TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell>
                {item.allergens
                  .map((a) => {
                    const name = de ? a.name_de || a.name : a.name;
                    return a.may_contain ? t('dish.traces', { name }) : name;
                  })
                  .join(', ') || (item.unreviewed_ingredients.length > 0 ? '' : '–')}
                {item.unreviewed_ingredients.length > 0 ? (
                  <Typography component="span" variant="body2" color="warning.main" sx={{ display: 'block' }}>
                    {t('review.unreviewed')}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">
                {item.nutrition ? figure(item.nutrition.energy_kcal, i18n.language, 'kcal') : '–'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
