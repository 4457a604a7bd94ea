import Box from '@mui/material/Box';
import { labelDate } from '@brigade/domain/labels/label-numbers';
import { LABEL_TEXTS, type LabelLanguage } from '@brigade/domain/labels/label-texts';
import type { PackageLabel } from '@brigade/domain/schemas/labels';
import { Barcode } from '../../../components/codes/barcode.tsx';

/** A6 portrait (105 × 148 mm), as the PDF prints each page; four fit an A4 sheet. */
export const PACKAGE_LABEL = { width: '105mm', height: '148mm' };

/** One bag's label: run and stop, whose bag, where and when, bag and meal count, allergies, the barcode. */
export function PackageLabelCard({ label, lang }: { label: PackageLabel; lang: LabelLanguage }) {
  const texts = LABEL_TEXTS[lang];
  const run = [label.team, label.period].filter(Boolean).join(' · ');
  return (
    <Box
      data-testid="package-label"
      sx={{
        ...PACKAGE_LABEL,
        boxSizing: 'border-box',
        p: '6mm',
        outline: '0.2mm dashed #999',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        fontFamily: 'Helvetica, Arial, sans-serif',
        color: '#000',
      }}
    >
      <Box sx={{ fontSize: '9pt' }}>
        {labelDate(label.date)}
        {run ? `  ·  ${run}` : ''}
      </Box>
      <Box sx={{ fontSize: '26pt', fontWeight: 700, lineHeight: 1.1 }}>
        {label.stop === null ? '—' : `${texts.stop} ${label.stop}`}
      </Box>
      <Box sx={{ fontSize: '16pt', fontWeight: 700 }}>{label.customer}</Box>
      <Box sx={{ fontSize: '11pt', mt: '1mm' }}>
        {label.pick_up_point ? (
          <b>
            {texts.pickUp}: {label.pick_up_point}
          </b>
        ) : null}
        {label.address.map((line) => (
          <div key={line}>{line}</div>
        ))}
        {label.unplaced ? <Box sx={{ fontSize: '8pt' }}>{label.unplaced}</Box> : null}
        {label.window ? (
          <b>
            {texts.window} {label.window}
          </b>
        ) : null}
        {label.instruction ? <Box sx={{ fontSize: '8.5pt' }}>{label.instruction}</Box> : null}
      </Box>
      <Box sx={{ fontSize: '13pt', fontWeight: 700, mt: '2mm' }}>
        {texts.bags} {label.bag_no}/{label.bag_count} &nbsp; {texts.meals} {label.meals}
      </Box>
      {label.allergies.length > 0 ? (
        <Box sx={{ border: '0.7mm solid #000', p: '1.5mm', mt: '1.5mm', fontSize: '11pt', fontWeight: 700 }}>
          {texts.allergies.toUpperCase()}: {label.allergies.join(', ')}
        </Box>
      ) : null}
      <Box sx={{ mt: 'auto', textAlign: 'center' }}>
        <Barcode value={label.code} height="16mm" title={label.code} />
      </Box>
    </Box>
  );
}
