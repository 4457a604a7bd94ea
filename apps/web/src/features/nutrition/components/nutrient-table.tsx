import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NutrientValuesDto } from '@brigade/domain/schemas/nutrition';
import { useTranslation } from 'react-i18next';
import { formatAmount } from './format-amount.ts';

type Field = keyof NutrientValuesDto;

/** The rows of a nutrition declaration, in the order labels print them; "of which" rows are indented. */
const ROWS: readonly { field: Field; label: string; unit: string; indent?: boolean }[] = [
  { field: 'energyKcal', label: 'energy', unit: 'kcal' },
  { field: 'energyKj', label: 'energy', unit: 'kJ' },
  { field: 'fatG', label: 'fat', unit: 'g' },
  { field: 'saturatedFatG', label: 'saturates', unit: 'g', indent: true },
  { field: 'carbohydratesG', label: 'carbohydrates', unit: 'g' },
  { field: 'sugarsG', label: 'sugars', unit: 'g', indent: true },
  { field: 'fibreG', label: 'fibre', unit: 'g' },
  { field: 'proteinG', label: 'protein', unit: 'g' },
  { field: 'saltG', label: 'salt', unit: 'g' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Per serving and per 100 g, side by side. */
export function NutrientTable(props: {
  perServing: NutrientValuesDto;
  per100g: NutrientValuesDto | null;
  servingWeightG: number;
}) {
  const { t, i18n } = useTranslation('nutrition');
  const amount = (values: NutrientValuesDto | null, field: Field, unit: string) =>
    values ? `${formatAmount(values[field], i18n.language)} ${unit}` : '–';
  return (
    <Box sx={{ maxWidth: 560, width: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('table.label')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.nutrient')}</TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('table.perServing', { weight: formatAmount(props.servingWeightG, i18n.language) })}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {t('table.per100g')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.field} data-testid={`nutrient-${row.field}`}>
              <TableCell
                component="th"
                scope="row"
                sx={row.indent ? { '&&': { pl: { xs: 3, sm: 4 } } } : undefined}
              >
                {t(`nutrients.${row.label}`)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {amount(props.perServing, row.field, row.unit)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {amount(props.per100g, row.field, row.unit)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
