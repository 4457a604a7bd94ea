import type { MealType } from '@brigade/domain/programmes/meal-types';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** A day's meals as short names ('Br Sh Lu …', full names on hover); an empty slot shows a dash. */
export function MealSlot({ meals, label }: { meals: readonly MealType[]; label: string }) {
  const { t } = useTranslation('week');
  if (meals.length === 0) {
    return (
      <Box component="span" aria-label={`${label}: ${t('slot.empty')}`} sx={{ color: 'text.disabled' }}>
        –
      </Box>
    );
  }
  const full = meals.map((m) => t(`meal.${m}`)).join(', ');
  return (
    <Tooltip title={full}>
      <Box
        component="span"
        aria-label={`${label}: ${full}`}
        data-meals={meals.join(',')}
        sx={{ fontSize: 12, lineHeight: 1.4, whiteSpace: 'normal', wordBreak: 'break-word' }}
      >
        {meals.map((m) => t(`mealShort.${m}`)).join(' ')}
      </Box>
    </Tooltip>
  );
}

/** 'LEAN flex', 'STRONG', '1-day trial LEAN'… of a row. */
export function useProgrammeLabel() {
  const { t } = useTranslation('week');
  return (row: {
    type: string | null;
    is_flex: boolean | null;
    day_trial: boolean;
    programme_error?: string | null;
  }) => {
    if (!row.type) return row.programme_error ?? t('programme.unknown');
    const base = row.is_flex ? t('programme.flex', { type: row.type }) : row.type;
    return row.day_trial ? t('programme.trial', { programme: base }) : base;
  };
}
