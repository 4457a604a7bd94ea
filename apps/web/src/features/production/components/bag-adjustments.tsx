import type { ProductionSlot } from '@brigade/domain/schemas/production';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Names in the bag summary: initial.Surname ('J.Muster'), with +n per meal. */
export function bagName(firstName: string, lastName: string): string {
  const initial = firstName.trim().charAt(0);
  return initial ? `${initial}.${lastName.trim()}` : lastName.trim();
}

const signed = (qty: number) => (qty > 0 ? `+${qty}` : String(qty));

/** The additional bags that change a meal's quantity, one small chip per customer. */
export function BagAdjustments({ adjustments }: { adjustments: ProductionSlot['bag_adjustments'] }) {
  const { t } = useTranslation('production');
  if (adjustments.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 0.5 }}
      aria-label={t('bags.label')}
    >
      {adjustments.map((a, index) => (
        <Chip
          key={`${a.customer_id ?? 'x'}-${index}`}
          size="small"
          variant="outlined"
          label={t('bags.entry', { name: bagName(a.first_name, a.last_name), qty: signed(a.qty) })}
        />
      ))}
    </Stack>
  );
}
