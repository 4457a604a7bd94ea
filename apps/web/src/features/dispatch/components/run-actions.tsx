import { mdiDownload, mdiEmailFast, mdiPrinter } from '@mdi/js';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { exportHref, useEmailCycle } from '../api/dispatch-api.ts';
import { runPath, type Run } from '../model/run-prefs.ts';

/** The run sheet, the run's stops as CSV or Excel, and the forced e-mail cycle of the date. */
export function RunActions({ run }: { run: Run }) {
  const { t, i18n } = useTranslation('dispatch');
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const cycle = useEmailCycle();
  const date = formatIsoDate(run.date, i18n.language);

  const forceCycle = async () => {
    if (!(await confirm({ title: t('emailCycle.title'), text: t('emailCycle.confirm', { date }) }))) return;
    cycle.mutate(run.date, {
      onSuccess: ({ queued }) => notify(t('emailCycle.queued', { count: queued, date }), 'success'),
    });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={localise(runPath(run, 'run-sheet'))}
        variant="outlined"
        size="small"
        startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
      >
        {t('actions.runSheet')}
      </Button>
      <ButtonGroup size="small" variant="outlined" aria-label={t('actions.export')}>
        <Button href={exportHref(run, 'csv')} download startIcon={<MdiIcon path={mdiDownload} size={0.8} />}>
          CSV
        </Button>
        <Button href={exportHref(run, 'xlsx')} download>
          Excel
        </Button>
      </ButtonGroup>
      <Button
        variant="outlined"
        size="small"
        disabled={cycle.isPending}
        onClick={() => void forceCycle()}
        startIcon={<MdiIcon path={mdiEmailFast} size={0.8} />}
      >
        {t('actions.emailCycle')}
      </Button>
    </Stack>
  );
}
