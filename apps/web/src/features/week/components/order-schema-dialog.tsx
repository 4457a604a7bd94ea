import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useOrderSchema } from '../api/get-order-schema.ts';

/** 'Show order schema' (spec §2): the order as the API sends it, as JSON, with a copy button. */
export function OrderSchemaDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation('week');
  const query = useOrderSchema(orderId);
  const json = query.data ? JSON.stringify(query.data, null, 2) : '';
  const copy = () =>
    void navigator.clipboard
      .writeText(json)
      .then(() => notify(t('orderSchema.copied'), 'success'))
      .catch(() => notify(t('orderSchema.copyFailed'), 'error'));
  return (
    <ToolDialog
      id="order-schema"
      title={t('orderSchema.title', { id: orderId })}
      onClose={onClose}
      actions={
        <Button onClick={copy} disabled={!query.data}>
          {t('orderSchema.copy')}
        </Button>
      }
    >
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data ? (
        <Box
          component="pre"
          data-testid="order-schema-json"
          sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {json}
        </Box>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
    </ToolDialog>
  );
}
