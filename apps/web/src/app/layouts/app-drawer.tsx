import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildVersion } from '../../lib/build-version.ts';
import { stripLanguage } from '../../lib/locale.ts';
import { useLocalisePath } from '../../lib/use-language.ts';
import { activeNavKey, visibleNavigation, type Viewer } from '../navigation.ts';
import { BrandMark } from '../../components/brand-mark.tsx';
import { NavList } from './nav-list.tsx';

interface AppDrawerContentProps {
  viewer: Viewer;
  onNavigate?: () => void;
}

/** Brand, the entries the user may see, and the version indicator. */
export function AppDrawerContent({ viewer, onNavigate }: AppDrawerContentProps) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const localise = useLocalisePath();
  const entries = visibleNavigation(viewer);
  const activeKey = activeNavKey(stripLanguage(pathname), entries);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, minHeight: 64 }}>
        <BrandMark size={32} />
        <Box>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>Brigade</Typography>
          <Typography variant="caption" color="text.secondary">
            {t(viewer.user_category === 'LOGISTICS' ? 'category.logistics' : 'category.administration')}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <NavList entries={entries} activeKey={activeKey} localise={localise} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 2.5, py: 1.5 }}
        data-testid="app-version"
      >
        {t('version', { version: buildVersion })}
      </Typography>
    </Box>
  );
}
