import type { MenuSummary } from '@brigade/domain/schemas/menus';
import { mdiEye, mdiFileCompare, mdiPublish } from '@mdi/js';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { MenuChangesList } from './menu-changes-list.tsx';
import { SwappedAlert } from './swapped-alert.tsx';

interface Props {
  date: string;
  menuIndex: number;
  /** The standard or A-Life menu this card stands for; null while it is not published. */
  menu: MenuSummary | null;
  onPublish: () => void;
}

/** One menu of a date in its review: published when and by whom, what changed since, and the way in. */
export function MenuCard({ date, menuIndex, menu, onPublish }: Props) {
  const { t, i18n } = useTranslation('menus');
  const localise = useLocalisePath();
  const variant = (menu ? menu.menu_override : menuIndex === 1 ? 'ALIFE' : null) === 'ALIFE';
  const title = `${variant ? t('variant.ALIFE') : t('variant.standard')} · ${t('variant.index', { index: menuIndex })}`;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 320px' }} aria-label={title} component="section">
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {menu ? (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {t('review.publishedSummary', {
                when: formatDateTime(menu.published_at, i18n.language),
                who: menu.published_by ?? '–',
              })}
              {' · '}
              {t('review.dishCount', { count: menu.item_count })}
            </Typography>
            <SwappedAlert swapped={menu.swapped_since_publishing} />
            <MenuChangesList changes={menu.changes} additionalDayChanged={menu.additional_day_changed} />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('review.notPublished')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant={menu ? 'outlined' : 'contained'}
          onClick={onPublish}
          startIcon={<MdiIcon path={mdiPublish} size={0.8} />}
        >
          {menu ? t('actions.republish') : t('actions.publish')}
        </Button>
        <Button
          component={RouterLink}
          to={localise(`/menu/${date}/${menuIndex}`)}
          startIcon={<MdiIcon path={mdiEye} size={0.8} />}
        >
          {t('actions.open')}
        </Button>
        {menu ? (
          <Button
            component={RouterLink}
            to={localise(`/menu-review/${menu.menu_id}`)}
            startIcon={<MdiIcon path={mdiFileCompare} size={0.8} />}
          >
            {t('actions.reviewOne')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
