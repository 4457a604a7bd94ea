import type { MenuItem } from '@brigade/domain/schemas/menus';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DishDetails } from './dish-details.tsx';
import { SafeHtml } from './safe-html.tsx';
import { slotLabel } from './slot-label.ts';

interface Props {
  items: readonly MenuItem[];
  /** The menu review also shows the kitchen's own recipe name under the published one. */
  showKitchenName?: boolean;
}

/** The dishes of a menu in slot order: meal, published name, allergens, nutrition and public text. */
export function MenuDishes({ items, showKitchenName = false }: Props) {
  const { t } = useTranslation('menus');
  if (items.length === 0) {
    return <Typography color="text.secondary">{t('menu.noDishes')}</Typography>;
  }
  return (
    <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <li key={item.slot} data-testid="menu-dish">
          {index > 0 ? <Divider component="div" /> : null}
          <Stack spacing={1} sx={{ p: 2 }}>
            <div>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {slotLabel(t, item.slot)}
              </Typography>
              <Typography variant="h6" component="h3">
                {item.display_name}
              </Typography>
              {showKitchenName && item.name !== item.display_name ? (
                <Typography variant="body2" color="text.secondary">
                  {t('menu.kitchenName', { name: item.name })}
                </Typography>
              ) : null}
            </div>
            <DishDetails dish={item} />
            {item.public_html.map((block, i) => (
              <div key={i}>
                {block.header ? <Typography variant="subtitle2">{block.header}</Typography> : null}
                <SafeHtml html={block.html} sx={{ typography: 'body2' }} />
              </div>
            ))}
          </Stack>
        </li>
      ))}
    </Paper>
  );
}
