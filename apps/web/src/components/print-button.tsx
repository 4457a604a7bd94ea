import { mdiPrinter } from '@mdi/js';
import Button from '@mui/material/Button';
import { MdiIcon } from './mdi-icon.tsx';

/** The browser's print dialog; the button itself is not printed. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => window.print()}
      startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
      sx={{ '@media print': { display: 'none' } }}
    >
      {label}
    </Button>
  );
}
