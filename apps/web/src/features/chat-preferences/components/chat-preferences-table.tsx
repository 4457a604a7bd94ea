import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { ChatPreference } from '@brigade/domain/schemas/chat-preferences';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud-table.tsx';
import { dateTimeColumn } from '../../../components/date-time-column.ts';
import { chatPreferencesApi } from '../api/chat-preferences.ts';

// The default cannot be deleted (the server says so too): customers must always get one.
const isDefault = (row: ChatPreference) => row.is_default;

export function ChatPreferencesTable({ onEdit }: { onEdit: (p: ChatPreference) => void }) {
  const { t, i18n } = useTranslation('chat-preferences');
  const german = i18n.language === 'de';
  // On a phone: the code, the name in the user's language and the default.
  const phoneHidden = useMemo(() => ['updated_at', german ? 'name' : 'name_de'], [german]);

  const columns = useMemo<GridColDef<ChatPreference>[]>(() => {
    const english: GridColDef<ChatPreference> = {
      field: 'name',
      headerName: t('field.name'),
      flex: 1,
      minWidth: 140,
    };
    const deutsch: GridColDef<ChatPreference> = {
      field: 'name_de',
      headerName: t('field.nameDe'),
      flex: 1,
      minWidth: 140,
    };
    return [
      { field: 'code', headerName: t('field.code'), width: 140 },
      ...(german ? [deutsch, english] : [english, deutsch]),
      {
        field: 'is_default',
        headerName: t('field.isDefault'),
        width: 120,
        renderCell: ({ value }) =>
          value ? <Chip size="small" color="success" label={t('default')} /> : null,
      },
      dateTimeColumn('updated_at', t('field.updated'), i18n.language),
    ];
  }, [t, german, i18n.language]);

  return (
    <CrudTable
      api={chatPreferencesApi}
      label={t('table')}
      searchLabel={t('search')}
      columns={columns}
      hiddenOnPhone={phoneHidden}
      onEdit={onEdit}
      confirmText={(row) => t('delete.confirm', { code: row.code })}
      doneText={(row) => t('delete.done', { code: row.code })}
      deleteDisabled={isDefault}
    />
  );
}
