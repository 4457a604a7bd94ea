import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { PublicLanguage } from '../public-i18n.ts';

// Each language in its own words, whatever the page's language.
const names: Record<PublicLanguage, string> = { en: 'English', de: 'Deutsch', es: 'Español' };

/** The public page's language switch: the given languages, the chosen one pressed. */
export function LanguageToggle(props: {
  languages: readonly PublicLanguage[];
  value: PublicLanguage;
  onChange: (language: PublicLanguage) => void;
}) {
  const { t } = useTranslation('nutrition');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      aria-label={t('public.language')}
      onChange={(_event, next: PublicLanguage | null) => {
        if (next) props.onChange(next);
      }}
    >
      {props.languages.map((language) => (
        <ToggleButton key={language} value={language} lang={language}>
          {names[language]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
