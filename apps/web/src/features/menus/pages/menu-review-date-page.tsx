import { useState } from 'react';
import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useDateReview } from '../api/get-date-review.ts';
import { AdditionalDayEditor } from '../components/additional-day-editor.tsx';
import { CurrentDishesTable } from '../components/current-dishes-table.tsx';
import { DayNav } from '../components/day-nav.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { MenuCard } from '../components/menu-card.tsx';
import { PublishDialog } from '../components/publish-dialog.tsx';

/**
 * /menu-review/date/{date} 'Menu review': the date's menus — the standard (0) and A-Life (1) always, others
 * once published — with what changed since publishing, the dishes assigned now, and the additional day.
 */
export default function MenuReviewDatePage() {
  const date = useParams().date ?? '';
  return isIsoDate(date) ? (
    <DateReview key={date} date={date} />
  ) : (
    <Alert severity="error">{translateMessage(messages.pageNotFound)}</Alert>
  );
}

function DateReview({ date }: { date: string }) {
  const { t, i18n } = useTranslation('menus');
  const review = useDateReview(date);
  const [publishing, setPublishing] = useState<number | null>(null);
  const data = review.data;
  const indexes = [...new Set([0, 1, ...(data?.menus.map((m) => m.menu_index) ?? [])])].sort((a, b) => a - b);
  const menuAt = (index: number) => data?.menus.find((m) => m.menu_index === index) ?? null;
  const chosen = publishing === null ? null : menuAt(publishing);

  return (
    <>
      <PageToolbar>
        <DayNav date={date} />
      </PageToolbar>
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <Typography variant="h5" component="h2">
          {t('review.title', { date: formatIsoDate(date, i18n.language, 'full') })}
        </Typography>
        {review.isFetching ? <LinearProgress aria-label={t('loading')} /> : null}
        {review.isError ? <Alert severity="error">{review.error.message}</Alert> : null}
        {data ? (
          <>
            <section aria-labelledby="menus-of-day">
              <Typography id="menus-of-day" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('review.menus')}
              </Typography>
              <Stack
                direction="row"
                useFlexGap
                spacing={2}
                sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
              >
                {indexes.map((index) => (
                  <MenuCard
                    key={index}
                    date={date}
                    menuIndex={index}
                    menu={menuAt(index)}
                    onPublish={() => setPublishing(index)}
                  />
                ))}
              </Stack>
            </section>
            <section aria-labelledby="dishes-now">
              <Typography id="dishes-now" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('review.current')}
              </Typography>
              <CurrentDishesTable items={data.current} />
            </section>
          </>
        ) : null}
        <AdditionalDayEditor date={date} />
      </Stack>
      <PublishDialog
        open={publishing !== null}
        onClose={() => setPublishing(null)}
        date={date}
        menuIndex={publishing ?? 0}
        published={chosen}
      />
    </>
  );
}
