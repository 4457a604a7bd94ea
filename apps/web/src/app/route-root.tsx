import { useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../lib/locale.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useScreenRoute } from './use-screen-route.ts';

/** The router's root: keeps i18n and the page <title> in step with the URL. */
export function RouteRoot() {
  const language = useLanguage();
  const { t, i18n } = useTranslation('routes');
  const route = useScreenRoute();
  const title = t(`titles.${route?.title ?? 'dashboard'}`);

  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  useEffect(() => {
    rememberLanguage(language);
  }, [language]);

  useEffect(() => {
    document.title = `${title} · Brigade`;
  }, [title]);

  return <Outlet />;
}
