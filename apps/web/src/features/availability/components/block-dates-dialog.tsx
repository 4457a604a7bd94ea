import { blockDatesRequest } from '@brigade/domain/schemas/availability';
import type { UseFormReturn } from 'react-hook-form';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { useBlockDates } from '../api/block-dates.ts';
import { DateListField, type DatesValues } from './date-list-field.tsx';

export function BlockDatesDialog(props: { open: boolean; onClose: () => void }) {
  const block = useBlockDates();
  return (
    <ActionDialog
      {...props}
      ns="availability"
      texts="add"
      schema={blockDatesRequest}
      defaultValues={{ dates: [] }}
      run={(values) => block.mutateAsync({ dates: values.dates })}
      done={(result) => ({ count: result.added.length, already: result.already_blocked.length })}
    >
      {({ control }: UseFormReturn<DatesValues>) => <DateListField control={control} />}
    </ActionDialog>
  );
}
