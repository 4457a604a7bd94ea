import type { NutritionalAnalysis, NutrientValuesDto } from '@brigade/domain/schemas/nutritional-info';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

const rows: { key: keyof NutrientValuesDto; unit: string; indent?: boolean }[] = [
  { key: 'energyKj', unit: 'kJ' },
  { key: 'energyKcal', unit: 'kcal' },
  { key: 'fatG', unit: 'g' },
  { key: 'saturatedFatG', unit: 'g', indent: true },
  { key: 'carbohydratesG', unit: 'g' },
  { key: 'sugarsG', unit: 'g', indent: true },
  { key: 'fibreG', unit: 'g' },
  { key: 'proteinG', unit: 'g' },
  { key: 'saltG', unit: 'g' },
];

/** The label's nutrition table: one serving and 100 g, side by side (EU label order). */
export function NutritionFactsTable({ analysis }: { analysis: NutritionalAnalysis }) {
  const { t, i18n } = useTranslation('nutritional-info');
  const format = new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
    maximumFractionDigits: 1,
  });
  const cell = (values: NutrientValuesDto | null, key: keyof NutrientValuesDto, unit: string) =>
    values ? `${format.format(values[key])} ${unit}` : '–';
  return (
    <Table size="small" aria-label={t('table.label')} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('table.nutrient')}</TableCell>
          <TableCell align="right">
            {t('table.perServing', { grams: format.format(analysis.weightPerServing.amount) })}
          </TableCell>
          <TableCell align="right">{t('table.per100g')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ key, unit, indent }) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={indent ? { pl: 4 } : undefined}>
              {t(`nutrient.${key}`)}
            </TableCell>
            <TableCell align="right">{cell(analysis.perServing, key, unit)}</TableCell>
            <TableCell align="right">{cell(analysis.per100g, key, unit)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
