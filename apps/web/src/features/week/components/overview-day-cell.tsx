import type { OverviewDay, OverviewOrder } from '@brigade/domain/schemas/week';
import { mdiCallMerge, mdiShoppingOutline, mdiSwapHorizontal } from '@mdi/js';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { notify } from '../../../lib/notifications.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePutDayOverride } from '../api/put-day-override.ts';
import { MealSlot } from './meal-slot.tsx';

export type DayEditor = 'meal' | 'bag' | 'merge';

interface Props {
  order: OverviewOrder;
  day: OverviewDay;
  onEdit: (editor: DayEditor) => void;
}

/**
 * One order on one day of the customer overview: a checkbox delivers or skips the day in place (a day
 * override with status 1 or 0), and three buttons open the meal override, the day's bags and the merge.
 */
export function OverviewDayCell({ order, day, onEdit }: Props) {
  const { t } = useTranslation('week');
  const put = usePutDayOverride();
  const name = `${order.first_name} ${order.last_name}`;
  const weekday = t(`weekday.${day.weekday}`);
  const locked = !day.in_span || order.legacy;

  const toggle = () => {
    // The whole override (ADR 084): a new one keeps the order's own programme and discount meals.
    const override = day.override;
    put.mutate(
      {
        orderId: order.order_id,
        date: day.date,
        status: day.active ? 0 : 1,
        has_discount_meals: override?.has_discount_meals ?? true,
        programme_type: override?.programme_type ?? null,
        is_flex: override?.is_flex ?? null,
        version: override?.version ?? 0,
      },
      { onError: (e) => notify(isApiError(e) ? e.message : String(e), 'error') },
    );
  };

  const button = (editor: DayEditor, icon: string, set: boolean, label: string) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label}: ${name} ${weekday}`}
          color={set ? 'primary' : 'default'}
          disabled={locked}
          onClick={() => onEdit(editor)}
          sx={{ p: 0.25, opacity: set ? 1 : 0.45 }}
        >
          <MdiIcon path={icon} size={0.7} />
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 84 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Checkbox
          size="small"
          checked={day.active}
          disabled={locked || put.isPending}
          onChange={toggle}
          slotProps={{ input: { 'aria-label': t('overview.deliver', { name, weekday }) } }}
          sx={{ p: 0.5 }}
        />
        {button('meal', mdiSwapHorizontal, day.meal_override !== null, t('mealOverride.title'))}
        {button('bag', mdiShoppingOutline, day.bag !== null, t('bags.title'))}
        {button('merge', mdiCallMerge, day.merge !== null, t('merge.title'))}
      </Stack>
      <MealSlot meals={day.meals} label={`${name} ${weekday}`} />
      {day.override?.status === 0 ? (
        <span style={{ fontSize: 11, color: 'var(--mui-palette-text-secondary, #666)' }}>
          {t('overview.skipped')}
        </span>
      ) : null}
    </Stack>
  );
}
