import type { ReactNode } from 'react';
import type { InvoiceSummary } from '@brigade/domain/schemas/invoices';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { formatChf, formatIsoDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { invoicePdfUrl, useInvoiceAction, type InvoiceAction } from '../api/invoices-api.ts';

const statusColour = { OPEN: 'warning', PAID: 'success', CANCELLED: 'default' } as const;

export interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  /** Read-only (the history): no actions. */
  readOnly?: boolean;
  /** More actions of an open invoice, e.g. its payment link (features do not import each other). */
  extraActions?: (invoice: InvoiceSummary) => ReactNode;
}

/** The actions of one invoice: its PDF, and for an open one send, paid and cancel (with a credit note). */
function InvoiceActions({ invoice, extra }: { invoice: InvoiceSummary; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('invoices');
  const confirm = useConfirm();
  const action = useInvoiceAction();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const run = async (kind: InvoiceAction) => {
    if (kind === 'cancel') {
      const sure = await confirm({ text: t('cancelConfirm', { number: invoice.number }), destructive: true });
      if (!sure) return;
    }
    action.mutate(
      { invoiceId: invoice.invoice_id, action: kind, version: invoice.version, lang },
      {
        onSuccess: () => notify(t(`done.${kind}`, { number: invoice.number }), 'success'),
        onError: (error) => notify(translateMessage(error.message), 'error'),
      },
    );
  };
  const open = invoice.status === 'OPEN' && invoice.kind === 'INVOICE';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Link href={invoicePdfUrl(invoice.invoice_id, lang)} target="_blank" rel="noopener">
        {t('pdf')}
      </Link>
      {open ? (
        <>
          <Button size="small" disabled={action.isPending} onClick={() => void run('send')}>
            {invoice.sent_at ? t('sendAgain') : t('send')}
          </Button>
          <Button size="small" disabled={action.isPending} onClick={() => void run('paid')}>
            {t('markPaid')}
          </Button>
          <Button size="small" color="error" disabled={action.isPending} onClick={() => void run('cancel')}>
            {t('cancel')}
          </Button>
          {extra}
        </>
      ) : null}
    </Stack>
  );
}

/** Invoices and credit notes: number, customer, what, total, status and dates, with their actions. */
export function InvoicesTable({ invoices, readOnly = false, extraActions }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('invoices');
  if (invoices.length === 0) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <Table size="small" aria-label={t('tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('column.number')}</TableCell>
          <TableCell>{t('column.customer')}</TableCell>
          <TableCell>{t('column.title')}</TableCell>
          <TableCell align="right">{t('column.total')}</TableCell>
          <TableCell>{t('column.status')}</TableCell>
          <TableCell>{t('column.due')}</TableCell>
          {readOnly ? null : <TableCell>{t('column.actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.invoice_id} data-testid="invoice-row">
            <TableCell>
              {invoice.number}
              {invoice.kind === 'CREDIT_NOTE' ? ` · ${t('creditNote')}` : ''}
            </TableCell>
            <TableCell>{invoice.customer_name}</TableCell>
            <TableCell>{invoice.title}</TableCell>
            <TableCell align="right">
              {invoice.currency === 'CHF'
                ? formatChf(invoice.total, i18n.language)
                : `${invoice.currency} ${invoice.total.toFixed(2)}`}
            </TableCell>
            <TableCell>
              <Chip size="small" color={statusColour[invoice.status]} label={t(`status.${invoice.status}`)} />
            </TableCell>
            <TableCell>
              {invoice.kind === 'INVOICE' ? formatIsoDate(invoice.due_on, i18n.language) : ''}
            </TableCell>
            {readOnly ? null : (
              <TableCell>
                <InvoiceActions invoice={invoice} extra={extraActions?.(invoice)} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
