import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { mdiKeyVariant, mdiLogout } from '@mdi/js';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@brigade/domain/schemas/auth';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../lib/use-language.ts';

// The password dialog (its form, fields, schemas and the API's messages: ~80 kB gzip) loads when someone opens
// it, not with every screen's top bar.
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../../features/auth/components/change-password-dialog.tsx')).ChangePasswordDialog,
}));

/** The user's name with a menu: change my password, logout. */
export function UserMenu({ user }: { user: Me }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={t('toolbar.userMenu', { name: user.username })}
        sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 } }}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'secondary.main' }}>
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography component="span" sx={{ ml: 1, display: { xs: 'none', sm: 'inline' } }}>
          {user.username}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1, display: 'block' }}>
          {t('toolbar.signedInAs', { name: user.username, group: user.user_group })}
        </Typography>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <MdiIcon path={mdiKeyVariant} size={0.9} />
          </ListItemIcon>
          {t('toolbar.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(localise('/log_out'));
          }}
        >
          <ListItemIcon>
            <MdiIcon path={mdiLogout} size={0.9} />
          </ListItemIcon>
          {t('toolbar.logout')}
        </MenuItem>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}
