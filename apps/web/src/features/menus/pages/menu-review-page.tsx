import { useState } from 'react';
import { mdiCalendarToday, mdiEye, mdiPublish } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useMenuReview } from '../api/get-menu-review.ts';
import { MenuChangesList } from '../components/menu-changes-list.tsx';
import { MenuView } from '../components/menu-view.tsx';
import { PublishDialog } from '../components/publish-dialog.tsx';
import { SwappedAlert } from '../components/swapped-alert.tsx';

/** /menu-review/{id} 'Menu review': one published menu, what changed since, and republishing it. */
export default function MenuReviewPage() {
  const { t, i18n } = useTranslation('menus');
  const id = Number(useParams().id);
  const localise = useLocalisePath();
  const review = useMenuReview(id);
  const [publishing, setPublishing] = useState(false);
  const menu = review.data;

  return (
    <>
      <PageToolbar>
        {menu ? (
          <>
            <Button
              color="inherit"
              component={RouterLink}
              to={localise(`/menu-review/date/${menu.date}`)}
              startIcon={<MdiIcon path={mdiCalendarToday} size={0.9} />}
            >
              {t('actions.allMenus')}
            </Button>
            <Button
              color="inherit"
              component={RouterLink}
              to={localise(`/menu/${menu.date}/${menu.menu_index}`)}
              startIcon={<MdiIcon path={mdiEye} size={0.9} />}
            >
              {t('actions.open')}
            </Button>
            <Button
              color="inherit"
              onClick={() => setPublishing(true)}
              startIcon={<MdiIcon path={mdiPublish} size={0.9} />}
            >
              {t('actions.republish')}
            </Button>
          </>
        ) : null}
      </PageToolbar>
      {review.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
      {review.isError ? <Alert severity="error">{review.error.message}</Alert> : null}
      {menu ? (
        <>
          <MenuView
            date={menu.date}
            menuIndex={menu.menu_index}
            override={menu.menu_override}
            content={menu}
            showKitchenName
            status={
              <Stack spacing={1} sx={{ mt: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('menu.published', {
                    when: formatDateTime(menu.published_at, i18n.language),
                    who: menu.published_by ?? '–',
                    version: menu.version,
                  })}
                </Typography>
                {menu.publish_override_reason ? (
                  <Alert severity="warning" sx={{ py: 0 }} data-testid="publish-override-reason">
                    {t('menu.publishedAnyway', { reason: menu.publish_override_reason })}
                  </Alert>
                ) : null}
                <SwappedAlert swapped={menu.swapped_since_publishing} sx={{ py: 0 }} />
                <MenuChangesList changes={menu.changes} additionalDayChanged={menu.additional_day_changed} />
              </Stack>
            }
          />
          <PublishDialog
            open={publishing}
            onClose={() => setPublishing(false)}
            date={menu.date}
            menuIndex={menu.menu_index}
            published={menu}
          />
        </>
      ) : null}
    </>
  );
}
