import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { addDays, isIsoDate } from '@brigade/domain/calendar/iso-date';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PrintButton } from '../../../components/print-button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePackageLabels } from '../api/labels-api.ts';
import { LabelPdfButton } from '../components/label-pdf-button.tsx';
import { DateField, LabelToolbar } from '../components/label-toolbar.tsx';
import { PackageLabelCard } from '../components/package-label-card.tsx';
import { labelLanguageOf, sheetsOf } from '../model/label-sheets.ts';

/** Tomorrow in Zurich: the day the packing table labels for by default. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  return addDays(today, 1);
}

/**
 * /printable/a4/package-labels (?date=) and /printable/a4/package-labels/a6/{date}/{order id | all}: the A6
 * label of each bag of a day (four to an A4 sheet when printed from the browser; the PDF has one A6 page each).
 */
export default function PackageLabelsPage() {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const date = params.weekAndDaysId ?? search.get('date') ?? tomorrow();
  const orderId = params.id && params.id !== 'all' ? Number(params.id) : undefined;
  const lang = labelLanguageOf(search.get('lang') ?? language);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };
  const valid = isIsoDate(date) && (orderId === undefined || Number.isInteger(orderId));
  const query = usePackageLabels(valid ? date : '2000-01-01', lang, orderId);
  if (!valid) return <Alert severity="error">{t('packages.invalid')}</Alert>;
  return (
    <>
      <GlobalStyles styles={{ '@page': { size: 'A4 portrait', margin: 0 } }} />
      <Box sx={{ p: 2, pb: 0, '@media print': { display: 'none' } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {t('packages.title')}
        </Typography>
        <LabelToolbar lang={lang} onLang={(value) => set('lang', value)}>
          {params.weekAndDaysId ? null : (
            <DateField label={t('packages.date')} value={date} onChange={(v) => set('date', v)} />
          )}
          <PrintButton label={t('print')} />
          {orderId === undefined ? (
            <LabelPdfButton label={t('pdf.makeA6')} request={{ kind: 'packages', date, lang }} />
          ) : null}
        </LabelToolbar>
      </Box>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : !query.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : query.data.labels.length === 0 ? (
        <Typography>{t('packages.none')}</Typography>
      ) : (
        <>
          <Typography data-testid="label-count" sx={{ mb: 1, px: 2, '@media print': { display: 'none' } }}>
            {t('packages.count', { count: query.data.labels.length })}
          </Typography>
          {sheetsOf(query.data.labels, 4).map((sheet, i) => (
            <Box
              key={i}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(2, 105mm)',
                gridAutoRows: '148mm',
                breakAfter: 'page',
              }}
            >
              {sheet.map((label) => (
                <PackageLabelCard key={label.code} label={label} lang={lang} />
              ))}
            </Box>
          ))}
        </>
      )}
    </>
  );
}
