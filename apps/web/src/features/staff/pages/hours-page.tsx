import { mdiAccountPlus, mdiChevronLeft, mdiChevronRight, mdiPlus } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Employee } from '@brigade/domain/schemas/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useEmployees, useHoursMonth } from '../api/staff-api.ts';
import { EmployeeDialog } from '../components/employee-dialog.tsx';
import { EmployeesList } from '../components/employees-list.tsx';
import { HoursDialog, type HoursTarget } from '../components/hours-dialog.tsx';
import { HoursMonthTable } from '../components/hours-month-table.tsx';

/** ?month=YYYY-MM, else this month. */
function monthOf(value: string | null): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (match) return { year: Number(match[1]), month: Number(match[2]) };
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * /hr/hours ('Hours', SUPER): a month per employee with its rows and totals, the month's totals, add and edit
 * hours in the dialog, and the employees (add, edit, deactivate). ?month=YYYY-MM picks the month.
 */
export default function HoursPage() {
  const { t, i18n } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const { year, month } = monthOf(params.get('month'));
  const query = useHoursMonth(year, month);
  const employees = useEmployees();
  const [hoursTarget, setHoursTarget] = useState<HoursTarget | null>(null);
  const [employeeTarget, setEmployeeTarget] = useState<Employee | 'new' | null>(null);
  const go = (delta: number) => {
    const d = new Date(year, month - 1 + delta, 1);
    setParams({ month: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}` });
  };
  const title = new Date(year, month - 1, 1).toLocaleDateString(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
    month: 'long',
    year: 'numeric',
  });
  return (
    <>
      <PageToolbar>
        <Button
          color="inherit"
          startIcon={<MdiIcon path={mdiPlus} size={0.9} />}
          // The dialog picks an employee from the list: it opens once the list is here.
          disabled={!employees.data}
          onClick={() => setHoursTarget({})}
        >
          {t('addHours')}
        </Button>
        <Button
          color="inherit"
          startIcon={<MdiIcon path={mdiAccountPlus} size={0.9} />}
          onClick={() => setEmployeeTarget('new')}
        >
          {t('employee.add')}
        </Button>
      </PageToolbar>
      {employees.isError ? <Alert severity="error">{employees.error.message}</Alert> : null}
      <EmployeesList employees={employees.data?.items ?? []} onEdit={setEmployeeTarget} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label={t('previousMonth')} onClick={() => go(-1)}>
          <MdiIcon path={mdiChevronLeft} size={1} />
        </IconButton>
        <Typography variant="h6" component="h2" data-testid="hours-month">
          {title}
        </Typography>
        <IconButton aria-label={t('nextMonth')} onClick={() => go(1)}>
          <MdiIcon path={mdiChevronRight} size={1} />
        </IconButton>
      </Stack>
      {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data ? (
        query.data.employees.length === 0 ? (
          <Alert severity="info">{t('noEmployees')}</Alert>
        ) : (
          <HoursMonthTable data={query.data} onEdit={setHoursTarget} />
        )
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
      {employees.data ? (
        <HoursDialog
          target={hoursTarget}
          employees={employees.data.items}
          onClose={() => setHoursTarget(null)}
        />
      ) : null}
      <EmployeeDialog target={employeeTarget} onClose={() => setEmployeeTarget(null)} />
    </>
  );
}
