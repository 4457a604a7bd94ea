import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEAL_TYPES, type MealType } from '@brigade/domain/programmes/meal-types';
import type { DayCustomersResponse } from '@brigade/domain/schemas/week-day-customers';
import { useTranslation } from 'react-i18next';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useDayCustomers } from '../api/get-day-customers.ts';
import { useProgrammeLabel } from './meal-slot.tsx';

interface Props {
  /** The days to choose from (the week's Monday to Friday) and the one shown first. */
  days: readonly string[];
  initialDate: string;
  initialMeal?: MealType;
  onClose: () => void;
}

/** 'View week customers' (spec §2): the customers of a day and meal with programme, bags and allergies. */
export function DayCustomersDialog({ days, initialDate, initialMeal = 'lunch', onClose }: Props) {
  const { t, i18n } = useTranslation('week');
  const [date, setDate] = useState(initialDate);
  const [meal, setMeal] = useState<MealType>(initialMeal);
  const query = useDayCustomers(date, meal);
  return (
    <ToolDialog id="day-customers" title={t('dayCustomers.title')} onClose={onClose}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, pt: 1 }}>
        <TextField
          select
          size="small"
          label={t('dayCustomers.day')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        >
          {days.map((d) => (
            <MenuItem key={d} value={d}>
              {formatDay(d, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('dayCustomers.meal')}
          value={meal}
          onChange={(e) => setMeal(e.target.value as MealType)}
        >
          {MEAL_TYPES.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`meal.${m}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data ? (
        <DayCustomersTable data={query.data} />
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
    </ToolDialog>
  );
}

function DayCustomersTable({ data }: { data: DayCustomersResponse }) {
  const { t, i18n } = useTranslation('week');
  const programmeLabel = useProgrammeLabel();
  const allergen = (name: string) => (i18n.language === 'de' ? (data.allergen_names_de[name] ?? name) : name);
  if (data.items.length === 0) return <Alert severity="info">{t('dayCustomers.none')}</Alert>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="day-customers-total">
        {t('dayCustomers.total', { customers: data.items.length, bags: data.total_bags })}
      </Typography>
      <Table size="small" aria-label={t('dayCustomers.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.customer')}</TableCell>
            <TableCell>{t('column.programme')}</TableCell>
            <TableCell align="right">{t('dayCustomers.bags')}</TableCell>
            <TableCell>{t('column.health')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((c) => (
            <TableRow key={c.order_id}>
              <TableCell>
                {c.first_name} {c.last_name}
              </TableCell>
              <TableCell>{programmeLabel(c)}</TableCell>
              <TableCell align="right">
                {c.extra_bags > 0
                  ? t('dayCustomers.bagsWithExtra', { bags: c.bags, extra: c.extra_bags })
                  : c.bags}
              </TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {c.allergies.map((a) => (
                    <Chip key={`a-${a}`} size="small" color="error" variant="outlined" label={allergen(a)} />
                  ))}
                  {c.preference_warnings.map((w) => (
                    <Chip key={`w-${w}`} size="small" color="warning" variant="outlined" label={w} />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
