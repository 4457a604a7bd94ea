import { useCallback, useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerAllergen, CustomerAllergyItem } from '@brigade/domain/schemas/customer-health';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { ListParams } from '../../../lib/list.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useAllergenOptions } from '../../../lib/options/allergen-options.ts';
import { customerAllergiesQueryOptions } from '../api/get-customer-allergies.ts';

const phoneHidden = ['warnings', 'other_warnings', 'special_requirements'];

function Chips({ items, color }: { items: string[]; color?: 'error' | 'warning' | 'default' }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, py: 0.5, height: '100%', alignItems: 'center' }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" color={color ?? 'default'} variant="outlined" />
      ))}
    </Stack>
  );
}

/** Customers → Allergies: every active customer's allergens, warnings and dislikes; filter by allergen, export. */
export default function CustomerAllergiesPage() {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const allergens = useAllergenOptions();
  const [allergenId, setAllergenId] = useState<number | ''>('');
  const de = i18n.language === 'de';
  const named = useCallback(
    (list: CustomerAllergen[]) => list.map((a) => (de ? a.name_de || a.name : a.name)),
    [de],
  );

  const columns = useMemo<GridColDef<CustomerAllergyItem>[]>(
    () => [
      { field: 'name', headerName: t('field.name'), flex: 1, minWidth: 150 },
      {
        field: 'allergens',
        headerName: t('health.allergens'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => <Chips items={named(row.allergens)} color="error" />,
      },
      {
        field: 'other_allergens',
        headerName: t('health.otherAllergens'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => <Chips items={row.other_allergens} color="error" />,
      },
      {
        field: 'warnings',
        headerName: t('health.warnings'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Chips items={[...named(row.warnings), ...row.other_warnings]} color="warning" />
        ),
      },
      {
        field: 'dislikes',
        headerName: t('health.dislikes'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) => <Chips items={row.dislikes} />,
      },
      {
        field: 'special_requirements',
        headerName: t('health.specialRequirements'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
    ],
    [t, named],
  );

  const allergen = allergenId === '' ? undefined : allergenId;
  const queryOptions = useCallback(
    (params: ListParams) => customerAllergiesQueryOptions({ ...params, allergen_id: allergen }),
    [allergen],
  );

  return (
    <DataTable
      label={t('allergies.title')}
      columns={columns}
      queryOptions={queryOptions}
      getRowId={(row) => row.customer_id}
      exportUrl={`/api/v1/customers/allergies/export${allergen === undefined ? '' : `?allergen_id=${allergen}`}`}
      searchLabel={t('allergies.search')}
      hiddenOnPhone={phoneHidden}
      onRowClick={(row) => void navigate(localise(`/customers/${row.customer_id}`))}
      toolbar={
        <TextField
          select
          size="small"
          label={t('allergies.filter')}
          value={allergenId}
          onChange={(event) => setAllergenId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('allergies.any')}</MenuItem>
          {(allergens.data?.items ?? []).map((a) => (
            <MenuItem key={a.allergen_id} value={a.allergen_id}>
              {de ? a.name_de || a.name : a.name}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}
