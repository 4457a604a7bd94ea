import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The controls above printed labels (not printed): the label language, then the page's own controls. */
export function LabelToolbar(props: {
  lang: LabelLanguage;
  onLang: (lang: LabelLanguage) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('labels');
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, '@media print': { display: 'none' } }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.lang}
        aria-label={t('language')}
        onChange={(_, value: LabelLanguage | null) => value && props.onLang(value)}
      >
        <ToggleButton value="en">{t('lang.en')}</ToggleButton>
        <ToggleButton value="de">{t('lang.de')}</ToggleButton>
      </ToggleButtonGroup>
      {props.children}
    </Stack>
  );
}

/** A date field of the toolbar. */
export function DateField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      type="date"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
