import { mdiFilePdfBox } from '@mdi/js';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LabelPdfRequest } from '@brigade/domain/schemas/labels';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useJobProgress } from '../../../lib/job-progress.ts';
import { useLabelPdfStatus, useStartLabelPdf } from '../api/labels-api.ts';

/**
 * Makes the labels as one PDF on the server (a job): shows its progress as the server reports it, then a link
 * to open the PDF. Not printed itself.
 */
export function LabelPdfButton({ request, label }: { request: LabelPdfRequest; label: string }) {
  const { t } = useTranslation('labels');
  const start = useStartLabelPdf();
  const jobId = start.data?.job_id;
  const progress = useJobProgress(jobId);
  const status = useLabelPdfStatus(jobId);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', '@media print': { display: 'none' } }}>
      <Button
        variant="outlined"
        size="small"
        disabled={start.isPending || (jobId !== undefined && !status.data?.ready)}
        onClick={() => start.mutate(request)}
        startIcon={<MdiIcon path={mdiFilePdfBox} size={0.8} />}
      >
        {label}
      </Button>
      {start.isError ? <Typography color="error">{start.error.message}</Typography> : null}
      {jobId && !status.data?.ready ? (
        <Typography role="status" variant="body2">
          {progress && progress.total > 0
            ? t('pdf.progress', { done: progress.done, total: progress.total })
            : t('pdf.queued')}
        </Typography>
      ) : null}
      {jobId && status.data?.ready ? (
        <Link
          href={`/api/v1/labels/pdf/${jobId}`}
          target="_blank"
          rel="noopener"
          data-testid="label-pdf-link"
        >
          {t('pdf.open', { pages: status.data.pages ?? 0 })}
        </Link>
      ) : null}
    </Stack>
  );
}
