import { useState } from 'react';
import { mdiBarcodeScan } from '@mdi/js';
import type { CustomerOption } from '@brigade/domain/schemas/customers';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { formatWeekId, mondayOfWeekId } from '@brigade/domain/calendar/week-id';
import { MEAL_TYPES, isMealType } from '@brigade/domain/programmes/meal-types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { CustomerPicker } from '../../../components/customer-picker.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useLanguage, useLocalisePath } from '../../../lib/use-language.ts';
import { useMealLabels } from '../api/labels-api.ts';
import { LabelPdfButton } from '../components/label-pdf-button.tsx';
import { LabelToolbar } from '../components/label-toolbar.tsx';
import { MealLabelSheets } from '../components/meal-label-sheets.tsx';
import { PrintButton } from '../../../components/print-button.tsx';
import { labelLanguageOf } from '../model/label-sheets.ts';

/** The Monday of an ISO week, or null when the path's year and week are not one. */
function mondayOf(year: number, week: number): string | null {
  try {
    return mondayOfWeekId(formatWeekId({ year, week }));
  } catch {
    return null;
  }
}

/**
 * /printable/a4/meal-labels/{year}/{week} (A4 landscape): the week's meal labels, one per portion — all of
 * them, or a day's, a meal type's or a customer's (?day=, ?meal=, ?customer=) — in English or German (?lang=),
 * printed from the browser or made as one PDF on the server.
 */
export default function MealLabelsPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const localise = useLocalisePath();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const year = Number(params.year);
  const week = Number(params.week);
  const monday = mondayOf(year, week);
  const lang = labelLanguageOf(search.get('lang') ?? language);
  const day = search.get('day') ?? undefined;
  const meal = search.get('meal');
  const customer = Number(search.get('customer')) || undefined;
  const [picked, setPicked] = useState<CustomerOption | null>(null);
  const filter = { date: day, meal_type: isMealType(meal) ? meal : undefined, customer_id: customer, lang };
  const query = useMealLabels(year, week, filter);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  if (!monday) return <Alert severity="error">{t('weekInvalid')}</Alert>;
  const days = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n));
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1, '@media print': { display: 'none' } }}>
        {t('meals.title', { week, year })}
      </Typography>
      <LabelToolbar lang={lang} onLang={(value) => set('lang', value)}>
        <TextField
          select
          size="small"
          label={t('meals.day')}
          value={day ?? ''}
          onChange={(e) => set('day', e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('meals.wholeWeek')}</MenuItem>
          {days.map((d) => (
            <MenuItem key={d} value={d}>
              {formatDay(d, language)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('meals.mealType')}
          value={filter.meal_type ?? ''}
          onChange={(e) => set('meal', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('meals.allMeals')}</MenuItem>
          {MEAL_TYPES.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`mealType.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        {customer && !picked ? (
          <Chip label={t('meals.customer', { id: customer })} onDelete={() => set('customer', null)} />
        ) : (
          <Box sx={{ minWidth: 240 }}>
            <CustomerPicker
              label={t('meals.customerPick')}
              value={picked}
              onChange={(value) => {
                setPicked(value);
                set('customer', value ? String(value.customer_id) : null);
              }}
            />
          </Box>
        )}
        <PrintButton label={t('print')} />
        <LabelPdfButton label={t('pdf.make')} request={{ kind: 'meals', year, week, ...filter }} />
        <Button
          component={RouterLink}
          size="small"
          to={localise(`/printable/a4/meal-labels/${year}/${week}/scan-qr`)}
          startIcon={<MdiIcon path={mdiBarcodeScan} size={0.8} />}
        >
          {t('scan.open')}
        </Button>
      </LabelToolbar>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : !query.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : query.data.labels.length === 0 ? (
        <Typography>{t('meals.none')}</Typography>
      ) : (
        <>
          <Typography data-testid="label-count" sx={{ mb: 1, '@media print': { display: 'none' } }}>
            {t('meals.count', { count: query.data.labels.length })}
          </Typography>
          <MealLabelSheets answer={query.data} />
        </>
      )}
    </>
  );
}
