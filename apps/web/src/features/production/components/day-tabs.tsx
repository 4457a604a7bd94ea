import type { ProductionDay } from '@brigade/domain/schemas/production';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';

interface Props {
  days: ProductionDay[];
  selected: string;
  onSelect: (date: string) => void;
}

export const dayTabId = (date: string) => `day-tab-${date}`;
export const dayPanelId = (date: string) => `day-panel-${date}`;

/** Monday to Friday as tabs; a day whose meals are all done says so. */
export function DayTabs({ days, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('production');
  return (
    <Tabs
      value={selected}
      onChange={(_event, date: string) => onSelect(date)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('week.days')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {days.map((day) => {
        const done = day.slots.filter((s) => s.is_done).length;
        const label = formatDay(day.date, i18n.language);
        return (
          <Tab
            key={day.date}
            value={day.date}
            id={dayTabId(day.date)}
            aria-controls={dayPanelId(day.date)}
            label={day.slots.length > 0 ? `${label} · ${done}/${day.slots.length}` : label}
          />
        );
      })}
    </Tabs>
  );
}
