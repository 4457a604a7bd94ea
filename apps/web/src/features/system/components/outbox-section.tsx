import { useState } from 'react';
import { mdiRefresh } from '@mdi/js';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@brigade/domain/schemas/operations';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useOutbox } from '../api/operations.ts';
import { DevSection } from './dev-section.tsx';
import { OutboxMessageDialog } from './outbox-message-dialog.tsx';
import { outboxStatusColour } from './state-colours.ts';

/** The e-mail outbox, newest first; a row opens the whole message. */
export function OutboxSection() {
  const { t, i18n } = useTranslation('system');
  const outbox = useOutbox();
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const messages = outbox.data?.messages ?? [];
  return (
    <DevSection
      id="outbox"
      title={t('outbox.title')}
      loading={outbox.isFetching}
      error={outbox.error}
      actions={
        <Tooltip title={t('refresh')}>
          <IconButton aria-label={t('refresh')} onClick={() => void outbox.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      }
    >
      <Table size="small" aria-label={t('outbox.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('outbox.created')}</TableCell>
            <TableCell>{t('outbox.kind')}</TableCell>
            <TableCell>{t('outbox.to')}</TableCell>
            <TableCell>{t('outbox.subject')}</TableCell>
            <TableCell>{t('outbox.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow
              key={message.id}
              hover
              onClick={() => setOpen(message)}
              sx={{ cursor: 'pointer' }}
              data-testid="outbox-row"
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(message.created_at, i18n.language)}
              </TableCell>
              <TableCell>{message.kind}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.to.join(', ')}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(message);
                  }}
                  sx={{ textAlign: 'left' }}
                >
                  {message.subject}
                </Link>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={outboxStatusColour(message.status)}
                  label={t(`outbox.states.${message.status}`)}
                />
                {message.error ? (
                  <Typography variant="body2" color="error">
                    {message.error}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {messages.length === 0 && outbox.data ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('outbox.none')}
        </Typography>
      ) : null}
      {open ? <OutboxMessageDialog message={open} onClose={() => setOpen(null)} /> : null}
    </DevSection>
  );
}
