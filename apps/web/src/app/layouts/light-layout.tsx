import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useScreenRoute } from '../use-screen-route.ts';
import { ScreenGuard } from './screen-guard.tsx';

/** The light layout: no drawer or top bar (customer-facing pages, the driver app). */
export default function LightLayout() {
  const { data: user } = useSession();
  const route = useScreenRoute();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', p: { xs: 2, sm: 4 } }}>
      <ScreenGuard route={route} user={user}>
        <Outlet />
      </ScreenGuard>
    </Box>
  );
}
