import type { AdditionalMeal } from '@brigade/domain/schemas/menus';
import { mdiDelete, mdiPencil } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { slotLabel } from './slot-label.ts';

interface Props {
  meals: readonly AdditionalMeal[];
  onEdit: (meal: AdditionalMeal) => void;
  onDelete: (meal: AdditionalMeal) => void;
  disabled: boolean;
}

/** The additional meals of a date with their dates; each row edits or deletes its meal. */
export function AdditionalMealsTable({ meals, onEdit, onDelete, disabled }: Props) {
  const { t, i18n } = useTranslation('menus');
  if (meals.length === 0) return <Typography color="text.secondary">{t('day.empty')}</Typography>;
  const date = (iso: string | null) => (iso ? formatIsoDate(iso, i18n.language) : '–');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('additional.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('day.meal')}</TableCell>
            <TableCell align="right">{t('day.position')}</TableCell>
            <TableCell>{t('day.name')}</TableCell>
            <TableCell>{t('day.recipe')}</TableCell>
            <TableCell>{t('day.produced')}</TableCell>
            <TableCell>{t('day.bestBefore')}</TableCell>
            <TableCell>{t('day.expiry')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {meals.map((meal) => (
            <TableRow key={meal.additional_meal_id} data-testid="additional-meal-row">
              <TableCell>{slotLabel(t, meal.meal)}</TableCell>
              <TableCell align="right">{meal.position}</TableCell>
              <TableCell>{meal.snapshot_name}</TableCell>
              <TableCell>{meal.recipe_name ?? '–'}</TableCell>
              <TableCell>{date(meal.production_date)}</TableCell>
              <TableCell>{date(meal.bb_date)}</TableCell>
              <TableCell>{date(meal.expiry_date)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('day.edit', { name: meal.snapshot_name })}>
                  {/* A span, so the tooltip still works while the button is disabled (saving). */}
                  <span>
                    <IconButton
                      size="small"
                      disabled={disabled}
                      aria-label={t('day.edit', { name: meal.snapshot_name })}
                      onClick={() => onEdit(meal)}
                    >
                      <MdiIcon path={mdiPencil} size={0.8} />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('day.delete', { name: meal.snapshot_name })}>
                  {/* A span, so the tooltip still works while the button is disabled (saving). */}
                  <span>
                    <IconButton
                      size="small"
                      disabled={disabled}
                      aria-label={t('day.delete', { name: meal.snapshot_name })}
                      onClick={() => onDelete(meal)}
                    >
                      <MdiIcon path={mdiDelete} size={0.8} />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
