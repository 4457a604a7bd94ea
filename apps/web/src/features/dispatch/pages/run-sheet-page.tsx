import { mdiArrowLeft, mdiPrinter } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useConsignments } from '../api/dispatch-api.ts';
import { RunSheetTable } from '../components/run-sheet-table.tsx';
import { runPath, teamsOf, type Run } from '../model/run-prefs.ts';
import { useRunParams } from './use-run-params.ts';

/**
 * /consignments/{team}/{date}/{date_identifier}/run-sheet (A4 portrait): the run's stops in stop order with
 * address, window, bags, instruction and an empty column to sign, to print and hand to the driver.
 */
export default function RunSheetPage() {
  const user = useCurrentUser();
  const localise = useLocalisePath();
  const parsed = useRunParams();
  if (!parsed) return <Navigate replace to={localise('/consignments')} />;
  if ('error' in parsed) return <Alert severity="error">{parsed.error}</Alert>;
  if (!teamsOf(user).includes(parsed.team)) {
    return <Navigate replace to={localise(runPath({ ...parsed, team: user.company_slug }, 'run-sheet'))} />;
  }
  return <RunSheet run={parsed} />;
}

function RunSheet({ run }: { run: Run }) {
  const { t, i18n } = useTranslation('dispatch');
  const localise = useLocalisePath();
  const query = useConsignments(run);
  const stops = query.data?.consignments ?? [];
  const bags = stops.reduce((sum, stop) => sum + stop.products.length, 0);
  return (
    <Box sx={{ fontSize: '10pt' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', mb: 2, '@media print': { display: 'none' } }}
      >
        <Button
          component={RouterLink}
          to={localise(runPath(run))}
          size="small"
          startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
        >
          {t('sheet.back')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => window.print()}
          startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
        >
          {t('sheet.print')}
        </Button>
      </Stack>
      <Typography variant="h5" component="h1">
        {t('sheet.title', {
          team: t(`team.${run.team}`),
          date: formatIsoDate(run.date, i18n.language, 'full'),
          period: t(`period.${run.identifier}`),
        })}
      </Typography>
      {query.data ? (
        <Typography sx={{ mb: 1 }} data-testid="run-sheet-summary">
          {t('sheet.summary', { count: stops.length, bags })}
        </Typography>
      ) : null}
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : !query.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : stops.length === 0 ? (
        <Typography>{t('stops.empty')}</Typography>
      ) : (
        <RunSheetTable stops={stops} />
      )}
    </Box>
  );
}
