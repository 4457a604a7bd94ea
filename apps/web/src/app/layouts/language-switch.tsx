import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languages, localisePath, type Language } from '../../lib/locale.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** EN/DE: keeps the current path and query, adding or removing the /de prefix (the URL is the state). */
export function LanguageSwitch() {
  const { t } = useTranslation('app');
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const change = (_event: unknown, next: Language | null) => {
    if (next && next !== language) void navigate(`${localisePath(pathname, next)}${search}${hash}`);
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      onChange={change}
      aria-label={t('toolbar.language')}
      sx={{
        '& .MuiToggleButton-root': {
          color: 'inherit',
          borderColor: 'rgba(255,255,255,0.35)',
          px: 1,
          py: 0.25,
        },
        '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.2) !important', color: 'inherit !important' },
      }}
    >
      {languages.map((code) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={t(`toolbar.languageName.${code}`)}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
