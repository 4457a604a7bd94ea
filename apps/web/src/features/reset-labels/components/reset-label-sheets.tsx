import { mdiPrinter } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import {
  COLUMNS,
  LABEL_HEIGHT_MM,
  LABELS_PER_SHEET,
  MAX_SHEETS,
  ROWS,
  sheetCount,
} from '../model/reset-sheet.ts';
import { ResetLabel, type ResetVariant } from './reset-label.tsx';

// Printed, only the sheets remain: no controls, and the layout's on-screen frame is dropped so that the 3
// columns are exactly 3 × 70 mm = 210 mm. 8 rows of 37 mm leave 0.5 mm above and below, as on the label sheets.
const printOnlySheets = {
  '@media print': {
    '.print-sheet': { border: 'none !important', padding: '0 !important' },
    '.reset-labels-controls': { display: 'none !important' },
  },
};

function Sheet({ variant, index }: { variant: ResetVariant; index: number }) {
  const { t } = useTranslation('labels-print');
  return (
    <Box
      className="reset-sheet"
      data-testid="reset-sheet"
      aria-label={t('sheets.sheet', { number: index + 1 })}
      role="region"
      sx={{
        boxSizing: 'border-box',
        height: '296.5mm',
        pt: '0.5mm',
        display: 'grid',
        gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
        gridTemplateRows: `repeat(${ROWS}, ${LABEL_HEIGHT_MM}mm)`,
        breakAfter: 'page',
        '&:last-of-type': { breakAfter: 'auto' },
        '& + &': { borderTop: '2px dashed #888', '@media print': { borderTop: 'none' } },
      }}
    >
      {Array.from({ length: LABELS_PER_SHEET }, (_, i) => (
        <ResetLabel key={i} variant={variant} />
      ))}
    </Box>
  );
}

/** The count field, the print button and the sheets of reset labels (A4, 3 × 8 labels of 70 × 37 mm). */
export function ResetLabelSheets({ variant }: { variant: ResetVariant }) {
  const { t } = useTranslation('labels-print');
  const [input, setInput] = useState('1');
  const [sheets, setSheets] = useState(1);
  const valid = sheetCount(input) !== null;
  return (
    <>
      <GlobalStyles styles={printOnlySheets} />
      <Box className="reset-labels-controls" sx={{ p: '8mm', borderBottom: '1px solid #ddd' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t(variant === 'simple' ? 'sheets.simpleTitle' : 'sheets.qrTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t(variant === 'simple' ? 'sheets.simpleIntro' : 'sheets.qrIntro')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('sheets.count')}
            type="number"
            size="small"
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              const count = sheetCount(event.target.value);
              if (count !== null) setSheets(count);
            }}
            error={!valid}
            helperText={
              valid
                ? t('sheets.countHint', { labels: sheets * LABELS_PER_SHEET })
                : t('sheets.countInvalid', { max: MAX_SHEETS })
            }
            slotProps={{ htmlInput: { min: 1, max: MAX_SHEETS, step: 1 } }}
            sx={{ width: 220 }}
          />
          <Button
            variant="contained"
            onClick={() => window.print()}
            disabled={!valid}
            startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
          >
            {t('sheets.print')}
          </Button>
        </Stack>
      </Box>
      {Array.from({ length: sheets }, (_, i) => (
        <Sheet key={i} variant={variant} index={i} />
      ))}
    </>
  );
}
