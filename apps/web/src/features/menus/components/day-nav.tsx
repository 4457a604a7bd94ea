import { addDays } from '@brigade/domain/calendar/iso-date';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';

/** Previous and next day of the date's menu review (toolbar). */
export function DayNav({ date }: { date: string }) {
  const { t } = useTranslation('menus');
  const localise = useLocalisePath();
  const link = (days: number, label: string, icon: string) => (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={localise(`/menu-review/date/${addDays(date, days)}`)}
        aria-label={label}
      >
        <MdiIcon path={icon} />
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      {link(-1, t('actions.previousDay'), mdiChevronLeft)}
      {link(1, t('actions.nextDay'), mdiChevronRight)}
    </>
  );
}
