import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Employee } from '@brigade/domain/schemas/staff';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';

/** The employees as chips (inactive ones faded): a click edits one. */
export function EmployeesList(props: { employees: readonly Employee[]; onEdit: (e: Employee) => void }) {
  const { t, i18n } = useTranslation('staff');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      aria-label={t('employee.list')}
    >
      {props.employees.map((e) => (
        <Chip
          key={e.employee_id}
          variant={e.active ? 'filled' : 'outlined'}
          label={`${e.first_name} ${e.last_name} · ${formatChf(e.hourly_cost_chf, i18n.language)}/h${e.active ? '' : ` · ${t('inactive')}`}`}
          onClick={() => props.onEdit(e)}
        />
      ))}
    </Stack>
  );
}
