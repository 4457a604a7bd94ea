import { mdiDownload, mdiUndoVariant } from '@mdi/js';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useImportAgain, useRollback } from '../api/shop-order-actions.ts';

/** 'Import again' (after a fix) and 'Roll back' (cancels our orders made from it, after a confirmation). */
export function ShopOrderActions({ detail }: { detail: ShopOrderDetail }) {
  const { t } = useTranslation('shop');
  const confirm = useConfirm();
  const importAgain = useImportAgain();
  const rollback = useRollback();
  const id = detail.shop_order_id;
  const busy = importAgain.isPending || rollback.isPending || detail.status === 'pending';

  const runImport = async () => {
    await importAgain.mutateAsync(id);
    notify(t('actions.importQueued', { name: detail.name }), 'success');
  };
  const runRollback = async () => {
    const yes = await confirm({
      title: t('actions.rollbackTitle', { name: detail.name }),
      text: t('actions.rollbackText', { count: detail.order_ids.length }),
      yesLabel: t('actions.rollback'),
      noLabel: t('actions.keep'),
      destructive: true,
    });
    if (!yes) return;
    await rollback.mutateAsync(id);
    notify(t('actions.rolledBack', { name: detail.name }), 'success');
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => void runImport().catch(() => undefined)}
        startIcon={<MdiIcon path={mdiDownload} size={0.9} />}
      >
        {t('actions.import')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={busy || detail.status !== 'imported'}
        onClick={() => void runRollback().catch(() => undefined)}
        startIcon={<MdiIcon path={mdiUndoVariant} size={0.9} />}
      >
        {t('actions.rollback')}
      </Button>
    </Stack>
  );
}
