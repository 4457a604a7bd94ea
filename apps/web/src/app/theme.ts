import { createTheme, type Theme } from '@mui/material/styles';
import { deDE, enUS } from '@mui/material/locale';
import type { Language } from '../lib/locale.ts';

/** Brigade's restrained brand: a deep kitchen-tile teal, warm neutrals, green for "add". */
export const brand = { main: '#1f5c57', dark: '#143f3b', light: '#e6f0ee' };

export function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: brand.main, dark: brand.dark, contrastText: '#ffffff' },
        secondary: { main: '#b4532a' },
        success: { main: '#2e7d32' },
        background: { default: '#f5f6f4', paper: '#ffffff' },
        text: { primary: '#1d2624', secondary: '#55625f' },
        divider: 'rgba(29, 38, 36, 0.12)',
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '1.5rem', fontWeight: 600 },
        h2: { fontSize: '1.25rem', fontWeight: 600 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { outlined: { borderColor: 'rgba(29, 38, 36, 0.12)' } },
        },
        MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
        MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              borderRadius: theme.shape.borderRadius,
              margin: theme.spacing(0.25, 1),
              '&.Mui-selected': { backgroundColor: brand.light, color: brand.dark, fontWeight: 600 },
              '&.Mui-selected .MuiListItemIcon-root': { color: brand.main },
            }),
          },
        },
      },
    },
    language === 'de' ? deDE : enUS,
  );
}
