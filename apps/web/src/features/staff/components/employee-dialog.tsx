import Stack from '@mui/material/Stack';
import type { UseFormReturn } from 'react-hook-form';
import {
  createEmployeeRequest,
  updateEmployeeRequest,
  type Employee,
  type UpdateEmployeeRequest,
} from '@brigade/domain/schemas/staff';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useSaveEmployee } from '../api/staff-api.ts';

/** Add an employee, or edit one (name, role, kind, hourly cost; active off deactivates, on reactivates). */
export function EmployeeDialog(props: { target: Employee | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const save = useSaveEmployee();
  const { target, onClose } = props;
  if (!target) return null;
  const editing = target === 'new' ? null : target;
  const defaults: UpdateEmployeeRequest = editing
    ? { ...editing }
    : {
        first_name: '',
        last_name: '',
        role: '',
        kind: 'STAFF',
        hourly_cost_chf: 0,
        active: true,
        version: 1,
      };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? t('employee.editTitle') : t('employee.addTitle')}
      schema={editing ? updateEmployeeRequest : createEmployeeRequest}
      defaultValues={defaults}
      onSubmit={async (values: UpdateEmployeeRequest) => {
        const { active: _active, version: _version, ...fields } = values;
        await save.mutateAsync({ id: editing?.employee_id ?? null, body: editing ? values : fields });
        notify(t('employee.saved', { name: `${values.first_name} ${values.last_name}` }), 'success');
      }}
    >
      {({ control }: UseFormReturn<UpdateEmployeeRequest>) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <FormTextField
              control={control}
              name="first_name"
              label={t('employee.firstName')}
              required
              autoFocus
            />
            <FormTextField control={control} name="last_name" label={t('employee.lastName')} required />
          </Stack>
          <FormTextField control={control} name="role" label={t('employee.role')} />
          <FormSelectField
            control={control}
            name="kind"
            label={t('employee.kind')}
            options={(['STAFF', 'EXPRESS_COURIER'] as const).map((k) => ({
              value: k,
              label: t(`kind.${k}`),
            }))}
          />
          <FormTextField
            control={control}
            name="hourly_cost_chf"
            label={t('employee.cost')}
            inputMode="decimal"
          />
          {editing ? <FormSwitchField control={control} name="active" label={t('employee.active')} /> : null}
        </Stack>
      )}
    </FormDialog>
  );
}
