import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Barcode } from '../../../components/codes/barcode.tsx';
import { QrCode } from '../../../components/codes/qr-code.tsx';
import { RESET_CODE } from '@brigade/domain/labels/label-codes';

export type ResetVariant = 'simple' | 'qr-code';

/** A blank line to write on, after its label ("Name ______"). */
function WriteLine({ label, height }: { label: string; height: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '1.5mm', height, fontSize: '8pt' }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Box>
      <Box sx={{ flex: 1, borderBottom: '0.3mm solid #000', mb: '0.8mm' }} />
    </Box>
  );
}

function Lines({ height }: { height: string }) {
  const { t } = useTranslation('labels-print');
  return (
    <>
      <WriteLine label={t('label.name')} height={height} />
      <WriteLine label={t('label.day')} height={height} />
      <WriteLine label={t('label.meals')} height={height} />
    </>
  );
}

/**
 * One 70 × 37 mm reset label: the business name and lines to write the new customer, day and meals on; the
 * QR-code variant also carries RESET as a Code 128 barcode and a QR code, which the packing check reads as
 * "start a new bag".
 */
export function ResetLabel({ variant }: { variant: ResetVariant }) {
  const { t } = useTranslation('labels-print');
  const business = (
    <Box sx={{ fontWeight: 700, fontSize: variant === 'simple' ? '11pt' : '9pt', lineHeight: 1.2 }}>
      {t('label.business')}
    </Box>
  );
  return (
    <Box
      data-testid="reset-label"
      sx={{
        boxSizing: 'border-box',
        overflow: 'hidden',
        p: variant === 'simple' ? '3mm 4mm' : '2.5mm 4mm',
        display: 'flex',
        flexDirection: 'column',
        outline: '1px dashed #bbb',
        '@media print': { outline: 'none' },
      }}
    >
      {variant === 'simple' ? (
        <>
          {business}
          <Lines height="8mm" />
        </>
      ) : (
        // The barcode is drawn 7.5 mm tall, so its bars are about 0.22 mm wide: what a packing-table scanner reads.
        <Box sx={{ display: 'flex', gap: '2mm', alignItems: 'center', height: '100%' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {business}
            <Lines height="5mm" />
            <Box sx={{ lineHeight: 1, mt: '1mm' }}>
              <Barcode value={RESET_CODE} height="7.5mm" title={t('label.barcodeTitle')} />
            </Box>
          </Box>
          <QrCode value={RESET_CODE} size="22mm" title={t('label.qrTitle')} />
        </Box>
      )}
    </Box>
  );
}
