import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@brigade/domain/schemas/operations';
import { useTranslation } from 'react-i18next';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { outboxStatusColour } from './state-colours.ts';

function Header({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One e-mail of the outbox as it was written: its headers, status and text (the HTML part as source). */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const { t, i18n } = useTranslation('system');
  return (
    <ToolDialog id="outbox-message" title={message.subject} onClose={onClose}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Header label={t('outbox.to')} value={message.to.join(', ')} />
        <Header label={t('outbox.cc')} value={message.cc.join(', ')} />
        <Header label={t('outbox.bcc')} value={message.bcc.join(', ')} />
        <Header label={t('outbox.kind')} value={message.kind} />
        <Header label={t('outbox.attachments')} value={message.attachments.join(', ')} />
        <Header label={t('outbox.created')} value={formatDateTime(message.created_at, i18n.language)} />
        <Header label={t('outbox.sentAt')} value={formatDateTime(message.sent_at, i18n.language)} />
        <Box>
          <Chip
            size="small"
            color={outboxStatusColour(message.status)}
            label={t(`outbox.states.${message.status}`)}
          />
        </Box>
        {message.error ? <Typography color="error">{message.error}</Typography> : null}
      </Stack>
      <Box
        component="pre"
        data-testid="outbox-text"
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
      >
        {message.text}
      </Box>
      {message.html ? (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('outbox.html')}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontSize: 12 }}
          >
            {message.html}
          </Box>
        </>
      ) : null}
    </ToolDialog>
  );
}
