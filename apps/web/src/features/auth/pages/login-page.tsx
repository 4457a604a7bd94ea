import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { buildVersion } from '../../../lib/build-version.ts';
import { languageOfPath, localisePath, otherLanguage, rememberLanguage } from '../../../lib/locale.ts';
import { useSession } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { LoginForm } from '../components/login-form.tsx';
import './login-page.css';

// Only a one-time password's session needs it: its API calls stay out of the first screen's code.
const ChoosePassword = lazy(async () => ({
  default: (await import('./choose-password.tsx')).ChoosePassword,
}));

/**
 * Shown instead of the app without a session, or with one that must first change its one-time password
 * (ADR 080); after mount the route becomes '/' ('/de'). Plain elements with their own stylesheet, in the theme's
 * colours: the first screen loads no MUI (ADR 073).
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const login = useLogin();
  const session = useSession();

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
    <main className="login">
      <section className="login-card">
        <header className="login-header">
          <BrandMark size={40} />
          <div className="login-brand">
            <p className="login-brand-name">Brigade</p>
            <p className="login-tagline">{t('tagline')}</p>
          </div>
          <button
            type="button"
            className="login-language"
            onClick={switchLanguage}
            aria-label={t('switchLanguage')}
          >
            {t('otherLanguage')}
          </button>
        </header>
        {session.data?.must_change_password ? (
          <Suspense fallback={null}>
            <ChoosePassword user={session.data} knownPassword={login.variables?.password} />
          </Suspense>
        ) : (
          <LoginForm
            loading={login.isPending}
            error={login.error?.message}
            onSubmit={(values) => login.mutate(values)}
          />
        )}
        <p className="login-version">{t('version', { version: buildVersion })}</p>
      </section>
    </main>
  );
}
