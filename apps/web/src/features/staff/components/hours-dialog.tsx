import Stack from '@mui/material/Stack';
import type { UseFormReturn } from 'react-hook-form';
import {
  hoursInput,
  updateHoursRequest,
  type Employee,
  type HoursInput,
  type HoursRow,
} from '@brigade/domain/schemas/staff';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useSaveHours } from '../api/staff-api.ts';

type Values = HoursInput & { version?: number };

/** What the dialog edits: a row of the month, or a new row (for an employee and date when given). */
export type HoursTarget = { row: HoursRow } | { employee_id?: number; date?: string };

/**
 * Add or edit employee hours: the employee, the date, total, extra and break hours, and the lag in days that
 * moves the hours to another week (the table shows both dates). An edit sends the version it read (409: stale).
 */
export function HoursDialog(props: {
  target: HoursTarget | null;
  employees: readonly Employee[];
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const save = useSaveHours();
  const { target, employees, onClose } = props;
  if (!target) return null;
  const row = 'row' in target ? target.row : null;
  const defaults: Values = row
    ? {
        employee_id: row.employee_id,
        date: row.date,
        total_hours: row.total_hours,
        extra_hours: row.extra_hours,
        break_hours: row.break_hours,
        lag_days: row.lag_days,
        version: row.version,
      }
    : {
        employee_id:
          'employee_id' in target && target.employee_id
            ? target.employee_id
            : (employees[0]?.employee_id ?? 0),
        date: 'date' in target && target.date ? target.date : '',
        total_hours: '' as unknown as number,
        extra_hours: 0,
        break_hours: 0,
        lag_days: 0,
      };
  const options = employees
    .filter((e) => e.active || e.employee_id === row?.employee_id)
    .map((e) => ({ value: e.employee_id, label: `${e.first_name} ${e.last_name}` }));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={row ? t('dialog.editTitle') : t('dialog.addTitle')}
      schema={row ? updateHoursRequest : hoursInput}
      defaultValues={defaults}
      onSubmit={async (values: Values) => {
        await save.mutateAsync({ id: row?.hours_id ?? null, body: values });
        notify(t('dialog.saved'), 'success');
      }}
    >
      {({ control }: UseFormReturn<Values>) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormSelectField
            control={control}
            name="employee_id"
            label={t('field.employee')}
            options={options}
          />
          <FormTextField control={control} name="date" type="date" label={t('field.date')} required />
          <Stack direction="row" spacing={2}>
            <FormTextField
              control={control}
              name="total_hours"
              label={t('field.total')}
              inputMode="decimal"
              required
            />
            <FormTextField
              control={control}
              name="extra_hours"
              label={t('field.extra')}
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name="break_hours"
              label={t('field.break')}
              inputMode="decimal"
            />
          </Stack>
          <FormTextField
            control={control}
            name="lag_days"
            label={t('field.lag')}
            inputMode="numeric"
            hint={t('field.lagHint')}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
