import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { createAppTheme } from './theme.ts';

/**
 * MUI's theme in the user's language. Only what shows after the login (and the snackbars, error and connection
 * pages) is themed: the login screen is plain elements, so MUI loads after it (ADR 073).
 */
export function Themed({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}
