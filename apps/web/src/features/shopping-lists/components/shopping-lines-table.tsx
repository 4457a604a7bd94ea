import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShoppingLineItem } from '@brigade/domain/schemas/shopping-lists';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { formatGrams, formatQuantity } from './quantity.ts';

export interface DoneControl {
  /** Ticks a line; absent = read-only marks. */
  onToggle: (lineKey: string, isDone: boolean) => void;
  busyKey: string | null;
}

interface Props {
  lines: readonly (ShoppingLineItem & { supplier_name?: string | null })[];
  /** Adds a supplier column (the flat, legacy view). */
  showSupplier?: boolean;
  done?: DoneControl | undefined;
  /** Shows the done marks as ✓ (print) instead of checkboxes. */
  showDone?: boolean;
}

/** The lines of one supplier (or the flat list): quantity, packs × pack size, cost and the done mark. */
export function ShoppingLinesTable({ lines, showSupplier, done, showDone }: Props) {
  const { t, i18n } = useTranslation('shopping-lists');
  const language = i18n.language;
  return (
    // Fixed widths, so the columns of every supplier's table line up.
    <Table size="small" aria-label={t('lines.label')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          {showSupplier ? <TableCell sx={{ width: '22%' }}>{t('lines.supplier')}</TableCell> : null}
          <TableCell>{t('lines.ingredient')}</TableCell>
          <TableCell align="right" sx={{ width: '18%' }}>
            {t('lines.quantity')}
          </TableCell>
          <TableCell align="right" sx={{ width: '18%' }}>
            {t('lines.packs')}
          </TableCell>
          <TableCell align="right" sx={{ width: '15%' }}>
            {t('lines.cost')}
          </TableCell>
          {done || showDone ? (
            <TableCell align="center" sx={{ width: 96 }}>
              {t('lines.done')}
            </TableCell>
          ) : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.line_key} data-testid="shopping-line">
            {showSupplier ? <TableCell>{line.supplier_name ?? t('noSupplier')}</TableCell> : null}
            <TableCell>
              <Typography
                variant="body2"
                sx={line.is_done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
              >
                {line.name}
              </Typography>
              {line.pack_issue ? (
                <Typography variant="caption" color="warning.main">
                  {translateMessage(line.pack_issue)}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right">{formatGrams(line.total_g, language)}</TableCell>
            <TableCell align="right">
              {line.packs !== null && line.spec
                ? t('lines.packsOf', {
                    count: line.packs,
                    size: formatQuantity(line.spec.pack_size, line.spec.pack_unit, language, t),
                  })
                : '–'}
            </TableCell>
            <TableCell align="right">{formatChf(line.cost_chf, language)}</TableCell>
            {done ? (
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  checked={line.is_done}
                  disabled={done.busyKey !== null}
                  onChange={(event) => done.onToggle(line.line_key, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('lines.doneOf', { name: line.name }) } }}
                />
              </TableCell>
            ) : showDone ? (
              <TableCell align="center">{line.is_done ? '✓' : '☐'}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
