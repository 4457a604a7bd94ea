import type { ProductionSlot } from '@brigade/domain/schemas/production';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useDayLines } from '../api/get-day-lines.ts';
import { DayLineRow } from './day-line-row.tsx';

interface Props {
  date: string;
  slot: ProductionSlot;
  canPlan: boolean;
  onClose: () => void;
}

/**
 * A dish's ingredients on one day (ADR 074): the quantities for what the day produces, swaps and supplier
 * specs for this day only (planners), and the cooks' and loaders' ticks.
 */
export function DayLinesDialog({ date, slot, canPlan, onClose }: Props) {
  const { t, i18n } = useTranslation('production');
  const lines = useDayLines(date, slot.recipe_id);
  return (
    <ToolDialog
      id="day-lines"
      title={t('lines.title', { recipe: slot.name, day: formatDay(date, i18n.language) })}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('lines.help', { count: slot.to_produce })}
      </Typography>
      {lines.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
      {lines.isError ? <Alert severity="error">{lines.error.message}</Alert> : null}
      {lines.data ? (
        <Table size="small" aria-label={t('lines.tableOf', { recipe: slot.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('lines.ingredient')}</TableCell>
              <TableCell align="right">{t('lines.quantity')}</TableCell>
              <TableCell>{t('lines.spec')}</TableCell>
              <TableCell align="center">{t('lines.done')}</TableCell>
              <TableCell align="center">{t('lines.loaded')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.data.lines.map((line) => (
              <DayLineRow
                key={line.uid}
                date={date}
                recipeId={slot.recipe_id}
                line={line}
                portions={slot.to_produce}
                canPlan={canPlan}
              />
            ))}
          </TableBody>
        </Table>
      ) : null}
    </ToolDialog>
  );
}
