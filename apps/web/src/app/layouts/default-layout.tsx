import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToolbarSlotContext } from '../../components/toolbar-slot.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useIdlePrefetch } from '../link-prefetch.ts';
import { useScreenRoute } from '../use-screen-route.ts';
import { AppDrawerContent } from './app-drawer.tsx';
import { AppToolbar } from './app-toolbar.tsx';
import { ScreenGuard } from './screen-guard.tsx';

const drawerWidth = 264;

/** The default layout: drawer (permanent from md up, temporary on phones), top bar, content. */
export default function DefaultLayout() {
  const user = useCurrentUser();
  const route = useScreenRoute();
  // The screens likely next load while this one is idle (spec §9); the drivers' app has its own entry.
  useIdlePrefetch(route, user);
  const navigation = useNavigation();
  const { t } = useTranslation(['routes', 'common']);
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const drawer = (
    <AppDrawerContent viewer={user} onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppToolbar
        title={t(`titles.${route?.title ?? 'dashboard'}`)}
        user={user}
        drawerWidth={drawerWidth}
        onMenu={() => setMobileOpen(true)}
        slotRef={setSlot}
      />
      <Box component="nav" sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            open
            slotProps={{ paper: { sx: { width: drawerWidth, boxSizing: 'border-box' } } }}
          >
            {drawer}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: drawerWidth, boxSizing: 'border-box' } } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, position: 'relative' }}>
        <Toolbar />
        {navigation.state === 'loading' ? (
          <LinearProgress
            sx={{ position: 'absolute', left: 0, right: 0, zIndex: 1 }}
            aria-label={t('common:loading')}
          />
        ) : null}
        <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1440, mx: 'auto' }}>
          <ToolbarSlotContext.Provider value={slot}>
            <ScreenGuard route={route} user={user}>
              <Outlet />
            </ScreenGuard>
          </ToolbarSlotContext.Provider>
        </Box>
      </Box>
    </Box>
  );
}
