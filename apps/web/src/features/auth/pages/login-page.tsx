import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { buildVersion } from '../../../lib/app-version.ts';
import { languageOfPath, localisePath, otherLanguage, rememberLanguage } from '../../../lib/locale.ts';
import { useLogin } from '../api/login.ts';
import { LoginForm } from '../components/login-form.tsx';

/** Shown instead of the app without a session; after mount the route becomes '/' ('/de'). */
export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const login = useLogin();

  useEffect(() => {
    document.title = `${t('login')} · Brigade`;
  }, [t]);

  useEffect(() => {
    const home = localisePath('/', languageOfPath(window.location.pathname));
    if (window.location.pathname !== home || window.location.search)
      window.history.replaceState(null, '', home);
  }, []);

  const switchLanguage = () => {
    const next = otherLanguage(languageOfPath(window.location.pathname));
    window.history.replaceState(null, '', localisePath('/', next));
    rememberLanguage(next);
    document.documentElement.lang = next;
    void i18n.changeLanguage(next);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #e6f0ee 0%, #f5f6f4 55%, #f7efe6 100%)',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <BrandMark size={40} />
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>Brigade</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('tagline')}
            </Typography>
          </Box>
          <Button size="small" onClick={switchLanguage} aria-label={t('switchLanguage')}>
            {t('otherLanguage')}
          </Button>
        </Stack>
        <LoginForm
          loading={login.isPending}
          error={login.error?.message}
          onSubmit={(values) => login.mutate(values)}
        />
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 3, textAlign: 'center' }}
        >
          {t('version', { version: buildVersion })}
        </Typography>
      </Paper>
    </Box>
  );
}
