import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useScreenRoute } from '../use-screen-route.ts';
import { ScreenGuard } from './screen-guard.tsx';

export type PaperKind = 'portrait' | 'landscape' | 'border-box';

const sheet: Record<PaperKind, { width: string; minHeight: string; page: string }> = {
  portrait: { width: '210mm', minHeight: '297mm', page: 'A4 portrait' },
  landscape: { width: '297mm', minHeight: '210mm', page: 'A4 landscape' },
  'border-box': { width: '210mm', minHeight: '297mm', page: 'A4 portrait' },
};

/** Printable A4 pages (210 × 297 mm): a sheet on screen, the bare page when printed. */
export function PrintLayout({ kind }: { kind: PaperKind }) {
  const { data: user } = useSession();
  const route = useScreenRoute();
  const size = sheet[kind];
  return (
    <>
      <GlobalStyles
        styles={{
          '@page': { size: size.page, margin: 0 },
          '@media print': {
            body: { background: '#fff' },
            '.print-sheet': { boxShadow: 'none !important', margin: '0 !important' },
          },
        }}
      />
      <Box sx={{ bgcolor: 'grey.200', minHeight: '100dvh', py: { xs: 0, md: 3 }, overflowX: 'auto' }}>
        <Box
          className="print-sheet"
          sx={{
            width: size.width,
            minHeight: size.minHeight,
            mx: 'auto',
            bgcolor: '#fff',
            boxShadow: 3,
            boxSizing: 'border-box',
            p: kind === 'border-box' ? 0 : '10mm',
            ...(kind === 'border-box' ? { border: '1px solid', borderColor: 'grey.400' } : {}),
          }}
        >
          <ScreenGuard route={route} user={user}>
            <Outlet />
          </ScreenGuard>
        </Box>
      </Box>
    </>
  );
}
