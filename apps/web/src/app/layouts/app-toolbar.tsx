import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { mdiMenu, mdiWifiOff } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { Me } from '@brigade/domain/schemas/auth';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { useOnline } from '../../lib/online-status.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppToolbarProps {
  title: string;
  user: Me;
  drawerWidth: number;
  onMenu: () => void;
  /** Receives the screen's toolbar actions (see components/page-toolbar). */
  slotRef: (element: HTMLElement | null) => void;
}

export function AppToolbar({ title, user, drawerWidth, onMenu, slotRef }: AppToolbarProps) {
  const { t } = useTranslation('app');
  const online = useOnline();
  return (
    <AppBar
      position="fixed"
      sx={{ width: { md: `calc(100% - ${drawerWidth}px)` }, ml: { md: `${drawerWidth}px` } }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onMenu}
          aria-label={t('toolbar.openMenu')}
          sx={{ display: { md: 'none' } }}
        >
          <MdiIcon path={mdiMenu} />
        </IconButton>
        <Typography
          variant="h2"
          component="h1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {title}
        </Typography>
        <Box ref={slotRef} sx={{ display: 'flex', alignItems: 'center' }} />
        {online ? null : (
          <Chip
            icon={<MdiIcon path={mdiWifiOff} size={0.75} />}
            label={t('toolbar.offline')}
            size="small"
            color="warning"
            role="status"
          />
        )}
        <LanguageSwitch />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
