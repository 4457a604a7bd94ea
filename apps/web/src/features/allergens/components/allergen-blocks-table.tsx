import { useMemo } from 'react';
import { mdiLinkVariantOff } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { AllergenBlock } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { notify } from '../../../lib/notifications.ts';
import { allergenBlocksQueryOptions } from '../api/get-allergen-blocks.ts';
import { useDeleteAllergenBlock } from '../api/delete-allergen-block.ts';

const phoneHidden = ['created_at'];

/** Blocked matches: a subject that never matches a test word. */
export function AllergenBlocksTable() {
  const { t, i18n } = useTranslation('allergens');
  const confirm = useConfirm();
  const { mutate: unblock } = useDeleteAllergenBlock();

  const columns = useMemo<GridColDef<AllergenBlock>[]>(
    () => [
      { field: 'subject', headerName: t('blocks.field.subject'), flex: 1, minWidth: 150 },
      { field: 'test', headerName: t('blocks.field.test'), flex: 1, minWidth: 150 },
      dateTimeColumn('created_at', t('field.created'), i18n.language),
    ],
    [t, i18n.language],
  );

  const actions = useMemo<RowAction<AllergenBlock>[]>(
    () => [
      {
        label: t('blocks.unblock'),
        icon: mdiLinkVariantOff,
        onClick: async (row) => {
          const names = { subject: row.subject, test: row.test };
          if (!(await confirm({ text: t('blocks.confirm', names), destructive: true }))) return;
          unblock(row.allergen_block_id, { onSuccess: () => notify(t('blocks.done', names), 'success') });
        },
      },
    ],
    [t, confirm, unblock],
  );

  return (
    <DataTable
      label={t('blocks.table')}
      columns={columns}
      rowActions={actions}
      queryOptions={allergenBlocksQueryOptions}
      getRowId={(row) => row.allergen_block_id}
      searchLabel={t('blocks.search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
