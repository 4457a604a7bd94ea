import { mdiDownload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { download, svgDataUrl, type QrResult } from '../model/qr-image.ts';

/** The PNG and SVG download buttons; disabled, with the reason, while there is no code to save. */
export function QrDownloads({ result }: { result: QrResult | null }) {
  const { t } = useTranslation('qr-codes');
  const images = result?.kind === 'ready' ? result.images : null;
  const icon = <MdiIcon path={mdiDownload} size={0.9} />;
  return (
    <Stack spacing={1}>
      {result?.kind === 'tooLong' ? <Alert severity="error">{t('generator.tooLong')}</Alert> : null}
      {result?.kind === 'failed' ? (
        <Alert severity="error">{t('generator.failed', { message: result.message })}</Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={icon}
          disabled={!images}
          onClick={() => images && download('qr-code.png', images.png)}
        >
          {t('generator.downloadPng')}
        </Button>
        <Button
          variant="outlined"
          startIcon={icon}
          disabled={!images}
          onClick={() => images && download('qr-code.svg', svgDataUrl(images.svg))}
        >
          {t('generator.downloadSvg')}
        </Button>
      </Stack>
      {result?.kind === 'empty' ? (
        <Typography variant="body2" color="text.secondary" data-testid="qr-empty-hint">
          {t('generator.emptyHint')}
        </Typography>
      ) : null}
    </Stack>
  );
}
