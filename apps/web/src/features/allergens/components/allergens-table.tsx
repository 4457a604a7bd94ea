import { useMemo } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { GridColDef } from '@mui/x-data-grid';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteAllergen } from '../api/delete-allergen.ts';
import { allergensQueryOptions } from '../api/get-allergens.ts';

const phoneHidden = ['updated_at'];

/** Allergens and dislikes, the name in the current language first. */
export function AllergensTable({ onEdit }: { onEdit: (allergen: Allergen) => void }) {
  const { t, i18n } = useTranslation('allergens');
  const confirm = useConfirm();
  const { mutate: remove } = useDeleteAllergen();
  const german = i18n.language === 'de';

  const columns = useMemo<GridColDef<Allergen>[]>(() => {
    const english: GridColDef<Allergen> = {
      field: 'name',
      headerName: t('field.name'),
      flex: 1,
      minWidth: 150,
    };
    const deutsch: GridColDef<Allergen> = {
      field: 'name_de',
      headerName: t('field.nameDe'),
      flex: 1,
      minWidth: 150,
    };
    return [
      ...(german ? [deutsch, english] : [english, deutsch]),
      {
        field: 'updated_at',
        headerName: t('field.updated'),
        width: 170,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
    ];
  }, [t, german, i18n.language]);

  const actions = useMemo<RowAction<Allergen>[]>(
    () => [
      { label: t('action.edit'), icon: mdiPencilOutline, onClick: onEdit },
      {
        label: t('action.delete'),
        icon: mdiDeleteOutline,
        onClick: async (row) => {
          const name = german ? row.name_de : row.name;
          if (!(await confirm({ text: t('delete.confirm', { name }), destructive: true }))) return;
          remove(
            { id: row.allergen_id, version: row.version },
            { onSuccess: () => notify(t('delete.done', { name }), 'success') },
          );
        },
      },
    ],
    [t, onEdit, confirm, remove, german],
  );

  return (
    <DataTable
      label={t('table')}
      columns={columns}
      rowActions={actions}
      queryOptions={allergensQueryOptions}
      getRowId={(row) => row.allergen_id}
      exportUrl="/api/v1/allergens/export"
      searchLabel={t('search')}
      hiddenOnPhone={phoneHidden}
    />
  );
}
