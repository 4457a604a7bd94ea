import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { datesLabel } from './dates-label.ts';

/** The list's name, dates, when it was computed and the recipes × portions it is made of. */
export function ListHeader({ list, compact = false }: { list: ShoppingListDetail; compact?: boolean }) {
  const { t, i18n } = useTranslation('shopping-lists');
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant={compact ? 'h6' : 'h5'} component="h2">
        {list.name}
      </Typography>
      <Typography variant="body2">
        {t('header.dates', { dates: datesLabel(list.dates, i18n.language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('header.computed', { when: formatDateTime(list.computed_at, i18n.language) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('header.recipes', {
          recipes:
            list.recipes.map((r) => t('header.recipe', { name: r.name, count: r.portions })).join(', ') ||
            t('header.noRecipes'),
        })}
      </Typography>
    </Stack>
  );
}
