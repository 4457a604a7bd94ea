import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { svgDataUrl, type QrResult } from '../model/qr-image.ts';

/** The QR code as it will be downloaded (the SVG), or an empty square while there is none. */
export function QrPreview({ result, text }: { result: QrResult | null; text: string }) {
  const { t } = useTranslation('qr-codes');
  const svg = result?.kind === 'ready' ? result.images.svg : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('generator.preview')}
      </Typography>
      {svg ? (
        <Box
          component="img"
          src={svgDataUrl(svg)}
          alt={t('generator.previewAlt', { text })}
          data-testid="qr-preview"
          data-value={text}
          sx={{ width: 280, height: 280, display: 'block', imageRendering: 'pixelated' }}
        />
      ) : (
        <Box
          sx={{
            width: 280,
            height: 280,
            border: '2px dashed',
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
            p: 2,
            boxSizing: 'border-box',
          }}
        >
          {t('generator.noPreview')}
        </Box>
      )}
    </Paper>
  );
}
