import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllergenName } from '../../../lib/allergen-name.ts';
import { withDeclaration, type IngredientFormValues } from './ingredient-values.ts';
import type { ShownSuggestion } from './use-allergen-suggestions.ts';

interface Props {
  suggestions: readonly ShownSuggestion[];
  value: IngredientFormValues['allergens'];
  onChange: (next: IngredientFormValues['allergens']) => void;
}

/** What the names suggest, each with its reason: nothing is declared until someone applies it. */
export function AllergenSuggestions({ suggestions, value, onChange }: Props) {
  const { t } = useTranslation('ingredients');
  const titleId = useId();
  if (suggestions.length === 0) return null;
  const applyAll = () =>
    onChange(
      suggestions.reduce((list, s) => withDeclaration(list, s.allergen.allergen_id, s.declaration), value),
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ mb: 2, p: 1.5, borderColor: 'info.main', bgcolor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={titleId} variant="subtitle2" component="h4" sx={{ flex: 1 }}>
          {t('suggestions.title')}
        </Typography>
        <Button size="small" variant="outlined" onClick={applyAll}>
          {t('suggestions.applyAll')}
        </Button>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {suggestions.map((s) => (
          <SuggestionItem
            key={s.allergen.allergen_id}
            suggestion={s}
            onApply={() => onChange(withDeclaration(value, s.allergen.allergen_id, s.declaration))}
          />
        ))}
      </Box>
    </Paper>
  );
}

function SuggestionItem({ suggestion, onApply }: { suggestion: ShownSuggestion; onApply: () => void }) {
  const { t, i18n } = useTranslation('ingredients');
  const name = useAllergenName()(suggestion.allergen);
  const label = `${name} · ${t(`kind.${suggestion.declaration}`)}`;
  const reason = i18n.language === 'de' ? suggestion.reason.de : suggestion.reason.en;
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" component="p">
          {reason}
        </Typography>
      </Box>
      <Button size="small" onClick={onApply} aria-label={t('suggestions.applyOne', { suggestion: label })}>
        {t('suggestions.apply')}
      </Button>
    </Box>
  );
}
