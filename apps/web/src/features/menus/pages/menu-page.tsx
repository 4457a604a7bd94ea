import { useState } from 'react';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultMenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import { messages } from '@brigade/domain/messages/catalogue';
import { MAX_MENU_INDEX, type MenuDetail } from '@brigade/domain/schemas/menus';
import { mdiFileCompare, mdiPublish } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useGenesisMenu } from '../api/get-genesis-menu.ts';
import { usePublishedMenu } from '../api/get-published-menu.ts';
import { MenuView } from '../components/menu-view.tsx';
import { PublishDialog } from '../components/publish-dialog.tsx';
import { SwappedAlert } from '../components/swapped-alert.tsx';

/**
 * /menu/{date}/{menu_index} 'Menus': the published menu as customers see it (client-facing names or A-Life
 * labels, allergens, nutrition, additional meals). Before publishing it previews the genesis menu.
 */
export default function MenuPage() {
  const params = useParams();
  const date = params.date ?? '';
  const menuIndex = Number(params.menuIndex);
  const valid =
    isIsoDate(date) && Number.isInteger(menuIndex) && menuIndex >= 0 && menuIndex <= MAX_MENU_INDEX;
  return valid ? (
    <Menu date={date} menuIndex={menuIndex} />
  ) : (
    <Alert severity="error">{translateMessage(messages.pageNotFound)}</Alert>
  );
}

/** When and by whom the menu was published, and whether a swap of its date made it out of date since. */
function PublishedStatus({ menu }: { menu: MenuDetail }) {
  const { t, i18n } = useTranslation('menus');
  const when = formatDateTime(menu.published_at, i18n.language);
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="menu-status">
        {menu.published_by
          ? t('menu.published', { when, who: menu.published_by, version: menu.version })
          : t('menu.publishedBySomeone', { when, version: menu.version })}
      </Typography>
      <SwappedAlert swapped={menu.swapped_since_publishing} sx={{ mt: 1 }} />
    </>
  );
}

function Menu({ date, menuIndex }: { date: string; menuIndex: number }) {
  const { t } = useTranslation('menus');
  const localise = useLocalisePath();
  const [publishing, setPublishing] = useState(false);
  const published = usePublishedMenu(date, menuIndex);
  const menu = published.data;
  const genesis = useGenesisMenu(date, menuIndex, defaultMenuOverride(menuIndex), menu === null);
  const loading = published.isFetching || genesis.isFetching;
  const error = published.error ?? genesis.error;

  return (
    <>
      <PageToolbar>
        <Button
          color="inherit"
          component={RouterLink}
          to={localise(`/menu-review/date/${date}`)}
          startIcon={<MdiIcon path={mdiFileCompare} size={0.9} />}
        >
          {t('actions.review')}
        </Button>
        <Button
          color="inherit"
          onClick={() => setPublishing(true)}
          disabled={menu === undefined}
          startIcon={<MdiIcon path={mdiPublish} size={0.9} />}
        >
          {menu ? t('actions.republish') : t('actions.publish')}
        </Button>
      </PageToolbar>
      {loading ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      ) : null}
      {menu ? (
        <MenuView
          date={date}
          menuIndex={menuIndex}
          override={menu.menu_override}
          content={menu}
          status={<PublishedStatus menu={menu} />}
        />
      ) : null}
      {menu === null && genesis.data ? (
        <MenuView
          date={date}
          menuIndex={menuIndex}
          override={genesis.data.menu_override}
          content={genesis.data}
          status={
            <Alert severity="info" sx={{ mt: 1 }} data-testid="menu-status">
              {t('menu.notPublished')}
            </Alert>
          }
        />
      ) : null}
      <PublishDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        date={date}
        menuIndex={menuIndex}
        published={menu ?? null}
      />
    </>
  );
}
