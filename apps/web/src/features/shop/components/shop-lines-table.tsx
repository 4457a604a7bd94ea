import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { useTranslation } from 'react-i18next';
import { formatTotal } from './format-total.ts';

type Line = ShopOrderDetail['lines'][number];
type Override = 'auto' | 'processed' | 'open';

export const overrideOf = (value: boolean | null): Override =>
  value === null ? 'auto' : value ? 'processed' : 'open';
export const overrideValue = (choice: Override): boolean | null =>
  choice === 'auto' ? null : choice === 'processed';

function LineTitle({ line }: { line: Line }) {
  const { t } = useTranslation('shop');
  const title = line.variant_title ? `${line.title} – ${line.variant_title}` : line.title;
  return (
    <>
      <Typography variant="body2">
        {line.variant_url ? (
          <Link href={line.variant_url} target="_blank" rel="noopener noreferrer">
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {line.kind ? t(`kind.${line.kind}`) : t('kind.unmapped')}
      </Typography>
    </>
  );
}

/** The shop order's lines: what each is, its start week, our order, and a person's word on whether it is done. */
export function ShopLinesTable({
  detail,
  busy,
  onOverride,
}: {
  detail: ShopOrderDetail;
  busy: boolean;
  onOverride: (lineItemId: number, value: boolean | null) => void;
}) {
  const { t, i18n } = useTranslation('shop');
  return (
    <Table size="small" aria-label={t('lines.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('lines.product')}</TableCell>
          <TableCell align="right">{t('lines.quantity')}</TableCell>
          <TableCell align="right">{t('lines.price')}</TableCell>
          <TableCell>{t('lines.startWeek')}</TableCell>
          <TableCell>{t('lines.order')}</TableCell>
          <TableCell>{t('lines.processed')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {detail.lines.map((line) => (
          <TableRow key={line.line_item_id} data-testid="shop-line">
            <TableCell>
              <LineTitle line={line} />
            </TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatTotal(line.price, detail.currency, i18n.language)}
            </TableCell>
            <TableCell>{line.start_week ?? '–'}</TableCell>
            <TableCell>{line.order_id === null ? '–' : `#${line.order_id}`}</TableCell>
            <TableCell>
              <ToggleButtonGroup
                exclusive
                size="small"
                disabled={busy}
                value={overrideOf(line.processed_override)}
                onChange={(_event, choice: Override | null) => {
                  if (choice) onOverride(line.line_item_id, overrideValue(choice));
                }}
                aria-label={t('lines.overrideOf', { title: line.title })}
              >
                <ToggleButton value="processed">{t('override.processed')}</ToggleButton>
                <ToggleButton value="open">{t('override.open')}</ToggleButton>
                <ToggleButton value="auto">{t('override.auto')}</ToggleButton>
              </ToggleButtonGroup>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                {t('lines.now', { state: line.processed ? t('lines.isProcessed') : t('lines.notProcessed') })}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
