import { useState } from 'react';
import type { FlashKind } from '@brigade/domain/ui/flash-pattern';
import { EXTRA_SLOTS, DAY_SLOTS, type AssignDay, type DaySlot } from '@brigade/domain/schemas/production';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { usePutDayRecipes } from '../api/put-day-recipes.ts';
import { SlotRecipePicker, type RecipeOption } from './slot-recipe-picker.tsx';
import { useFlash } from './use-flash.ts';

/** Weekend days are light grey at rest. */
const weekendGrey = '#EEEEEE';

/**
 * One day of the assign screen: its meal slots and 5 extras. Each pick uploads the whole day at once
 * (ADR 044), one upload at a time, and the day flashes blue while uploading, then green or red.
 */
export function AssignDayColumn({ day }: { day: AssignDay }) {
  const { t, i18n } = useTranslation('production');
  const put = usePutDayRecipes();
  const { colour, flash } = useFlash();
  const [status, setStatus] = useState<FlashKind | null>(null);
  const label = formatDay(day.date, i18n.language);

  const show = (kind: FlashKind) => {
    setStatus(kind);
    flash(kind);
  };

  const pick = (slot: DaySlot, recipe: RecipeOption | null) => {
    const current = day.slots.find((s) => s.slot === slot);
    show('uploading');
    put.mutate(
      {
        date: day.date,
        slots: [{ slot, recipe_id: recipe?.recipe_id ?? null, version: current?.version ?? 0 }],
      },
      { onSuccess: () => show('success'), onError: () => show('failure') },
    );
  };

  const picker = (slot: DaySlot) => {
    const assigned = day.slots.find((s) => s.slot === slot);
    return (
      <SlotRecipePicker
        key={slot}
        slot={slot}
        value={assigned ? { recipe_id: assigned.recipe_id, name: assigned.name } : null}
        disabled={put.isPending}
        onPick={(recipe) => pick(slot, recipe)}
      />
    );
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('assign.dayLabel', { day: label })}
      data-testid={`assign-day-${day.date}`}
      data-status={status ?? undefined}
      sx={{
        p: 1.5,
        width: 264,
        flexShrink: 0,
        bgcolor: colour ?? (day.is_weekend ? weekendGrey : 'background.paper'),
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" role="status" aria-live="polite">
          {status ? t(`assign.status.${status}`) : day.is_weekend ? t('assign.weekend') : ''}
        </Typography>
      </Stack>
      <Stack spacing={1.25}>
        {DAY_SLOTS.filter((slot) => !(EXTRA_SLOTS as readonly string[]).includes(slot)).map(picker)}
        <Typography variant="overline" component="h3" sx={{ pt: 0.5, lineHeight: 1.5 }}>
          {t('assign.extras')}
        </Typography>
        {EXTRA_SLOTS.map(picker)}
      </Stack>
    </Paper>
  );
}
