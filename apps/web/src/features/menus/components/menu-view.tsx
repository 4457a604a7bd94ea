import type { MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import type { MenuContent } from '@brigade/domain/schemas/menus';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdditionalMealsView } from './additional-day-view.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { MenuDishes } from './menu-dishes.tsx';
import { SafeHtml } from './safe-html.tsx';

interface Props {
  date: string;
  menuIndex: number;
  override: MenuOverride | null;
  content: MenuContent;
  /** Published by whom and when, or a preview notice. */
  status: ReactNode;
  showKitchenName?: boolean;
}

/** A menu as customers see it: the day's text, the dishes, the additional meals, the closing text. */
export function MenuView({ date, menuIndex, override, content, status, showKitchenName }: Props) {
  const { t, i18n } = useTranslation('menus');
  const day = content.additional_day;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {t('menu.title', { date: formatIsoDate(date, i18n.language, 'full') })}
          </Typography>
          <Chip
            size="small"
            color={override ? 'secondary' : 'primary'}
            label={override ? t('variant.ALIFE') : t('variant.standard')}
          />
          <Chip size="small" variant="outlined" label={t('variant.index', { index: menuIndex })} />
        </Stack>
        {status}
      </div>
      {day ? <SafeHtml html={day.before_meals_html} /> : null}
      <MenuDishes items={content.items} showKitchenName={showKitchenName} />
      {day ? <AdditionalMealsView day={day} /> : null}
      {day ? <SafeHtml html={day.after_meals_html} /> : null}
    </Stack>
  );
}
