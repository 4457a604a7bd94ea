import { mdiChefHat, mdiTruckFast } from '@mdi/js';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { DAY_PERIOD_IDENTIFIERS } from '@brigade/domain/logistics/logistics-date';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/mdi-icon.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { useLocalisePath } from '../../lib/use-language.ts';
import { runPath } from '../../features/dispatch/model/run-prefs.ts';
import { visibleNavigation } from '../navigation.ts';

/** Home ('Dashboard'): a welcome and the sections this user can open; logistics users get their own home. */
export default function HomePage() {
  const { t } = useTranslation(['app', 'nav', 'routes']);
  const user = useCurrentUser();
  const localise = useLocalisePath();
  const logistics = user.user_category === 'LOGISTICS';
  const sections = visibleNavigation(user).filter((entry) => entry.key !== 'home' && entry.key !== 'logout');
  // The kitchen's daily screens are not in the drawer: home is where chefs find them (ADR 047). A Logistics
  // user's daily screens are today's runs of their company in the drivers' app.
  const today = businessDate(new Date());
  const daily = logistics
    ? {
        title: t('home.runs'),
        icon: mdiTruckFast,
        links: DAY_PERIOD_IDENTIFIERS.map((period) => ({
          key: period,
          label: t('home.runLink', { period: t(`home.period.${period}`) }),
          path: runPath({ team: user.company_slug, date: today, identifier: period }, 'app'),
        })),
      }
    : {
        title: t('home.kitchen'),
        icon: mdiChefHat,
        links: [
          { key: 'recipesThisWeek', path: '/week/recipes' },
          ...(user.level === 0 ? [{ key: 'theWeek', path: '/week/customers' }] : []),
          { key: 'shoppingLists', path: '/shopping-lists' },
        ].map((link) => ({ ...link, label: t(`routes:titles.${link.key}`) })),
      };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" component="h2" sx={{ mb: 0.5 }}>
          {t('home.welcome', { name: user.username })}
        </Typography>
        <Typography color="text.secondary">
          {logistics ? t('home.logisticsIntro') : t('home.intro')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
              <MdiIcon path={daily.icon} />
              <Typography variant="h3" component="h3" sx={{ color: 'text.primary' }}>
                {daily.title}
              </Typography>
            </Stack>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {daily.links.map((link) => (
                <li key={link.key}>
                  <CardActionArea
                    component={RouterLink}
                    to={localise(link.path)}
                    sx={{ borderRadius: 1, px: 1, py: 0.5 }}
                  >
                    <Typography color="primary">{link.label}</Typography>
                  </CardActionArea>
                </li>
              ))}
            </Stack>
          </CardContent>
        </Card>
        {sections.map((section) => (
          <Card key={section.key} variant="outlined">
            <CardContent>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}
              >
                <MdiIcon path={section.icon} />
                <Typography variant="h3" component="h3" sx={{ color: 'text.primary' }}>
                  {t(`nav:${section.key}`)}
                </Typography>
              </Stack>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {(section.children ?? [{ key: section.key, path: section.path ?? '/' }]).map((link) => (
                  <li key={link.key}>
                    <CardActionArea
                      component={RouterLink}
                      to={localise(link.path)}
                      sx={{ borderRadius: 1, px: 1, py: 0.5 }}
                    >
                      <Typography color="primary">{t(`nav:${link.key}`)}</Typography>
                    </CardActionArea>
                  </li>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
