import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NewsletterContact } from '@brigade/domain/schemas/newsletter';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { ResultChip } from './result-chip.tsx';

export const contactPageSizes = [25, 50, 100];

interface ContactsTableProps {
  contacts: readonly NewsletterContact[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  chosen: ReadonlySet<number>;
  onChoose: (contacts: readonly NewsletterContact[], chosen: boolean) => void;
}

/** One page of customers with an e-mail: their choice, their last answer, and a box to choose each. */
export function ContactsTable(props: ContactsTableProps) {
  const { contacts, total, page, pageSize, onPage, chosen, onChoose } = props;
  const { t } = useTranslation('newsletter');
  const onPageCount = contacts.filter((c) => chosen.has(c.customer_id)).length;
  const all = contacts.length > 0 && onPageCount === contacts.length;
  return (
    <>
      <Table size="small" aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={onPageCount > 0 && !all}
                disabled={contacts.length === 0}
                onChange={(event) => onChoose(contacts, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('list.selectPage') } }}
              />
            </TableCell>
            <TableCell>{t('field.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('field.email')}</TableCell>
            <TableCell>{t('field.optedIn')}</TableCell>
            <TableCell>{t('field.lastResult')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((contact) => (
            <ContactRow
              key={contact.customer_id}
              contact={contact}
              chosen={chosen.has(contact.customer_id)}
              onChoose={(value) => onChoose([contact], value)}
            />
          ))}
        </TableBody>
      </Table>
      {contacts.length === 0 ? <Alert severity="info">{t('list.empty')}</Alert> : null}
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={contactPageSizes}
        onPageChange={(_event, next) => onPage(next, pageSize)}
        onRowsPerPageChange={(event) => onPage(0, Number(event.target.value))}
        labelRowsPerPage={t('list.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('list.displayed', { from, to, count })}
      />
    </>
  );
}

function ContactRow(props: {
  contact: NewsletterContact;
  chosen: boolean;
  onChoose: (value: boolean) => void;
}) {
  const { contact, chosen, onChoose } = props;
  const { t, i18n } = useTranslation('newsletter');
  return (
    <TableRow hover selected={chosen} data-testid="newsletter-contact">
      <TableCell padding="checkbox">
        <Checkbox
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('list.choose', { name: contact.name }) } }}
        />
      </TableCell>
      <TableCell>
        {contact.name}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
        >
          {contact.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>
        {contact.email}
      </TableCell>
      <TableCell>{contact.newsletter ? t('yes') : t('no')}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        {contact.last_result ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 0.5 }}>
            <ResultChip result={contact.last_result} />
            <Typography variant="caption" color="text.secondary">
              {[contact.last_message, formatDateTime(contact.last_at, i18n.language)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        ) : (
          '–'
        )}
      </TableCell>
    </TableRow>
  );
}
