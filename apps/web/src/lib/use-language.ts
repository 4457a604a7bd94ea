import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, localisePath, type Language } from './locale.ts';

/** The language of the current URL (the URL is the state). Only inside the router. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Turns an app path ('/users') into a link in the current language ('/de/users'). */
export function useLocalisePath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localisePath(path, language), [language]);
}
