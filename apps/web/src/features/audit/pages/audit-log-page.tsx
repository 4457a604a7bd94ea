import { useCallback, useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@brigade/domain/schemas/audit';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import type { ListParams } from '../../../lib/list.ts';
import { auditLogQueryOptions, type AuditFilters } from '../api/get-audit-log.ts';
import { AuditChangeDialog } from '../components/audit-change-dialog.tsx';
import { AuditFilterFields } from '../components/audit-filters.tsx';

function useColumns(): GridColDef<AuditEntry>[] {
  const { t, i18n } = useTranslation('audit');
  return useMemo<GridColDef<AuditEntry>[]>(
    () =>
      [
        dateTimeColumn<AuditEntry>('at', t('field.at'), i18n.language, 170),
        {
          field: 'username',
          headerName: t('field.user'),
          width: 130,
          valueFormatter: (value: string | null) => value ?? t('system'),
        },
        {
          field: 'action',
          headerName: t('field.action'),
          width: 130,
          valueFormatter: (value: string) => t(`action.${value}`, { defaultValue: value }),
        },
        { field: 'entity', headerName: t('field.entity'), flex: 1, minWidth: 140 },
        { field: 'entity_id', headerName: t('field.entityId'), flex: 1, minWidth: 120 },
      ].map((c) => ({ ...c, sortable: false })),
    [t, i18n.language],
  );
}

/**
 * Controls → Audit log (SUPER): who changed or read what and when, newest first, filtered by user, record type,
 * record key and dates; a row opens its change as the fields before and after.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const columns = useColumns();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const queryOptions = useCallback(
    (params: ListParams) => auditLogQueryOptions({ ...params, ...filters }),
    [filters],
  );
  return (
    <>
      <DataTable
        label={t('table')}
        columns={columns}
        queryOptions={queryOptions}
        getRowId={(row) => row.id}
        searchLabel={t('filter.user')}
        hiddenOnPhone={['entity_id']}
        toolbar={<AuditFilterFields onChange={setFilters} />}
        onRowClick={setOpen}
      />
      <AuditChangeDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
