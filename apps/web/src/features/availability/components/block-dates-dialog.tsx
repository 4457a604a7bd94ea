import { blockDatesRequest } from '@brigade/domain/schemas/availability';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useBlockDates } from '../api/block-dates.ts';
import { DateListField, type DatesValues } from './date-list-field.tsx';

export function BlockDatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('availability');
  const block = useBlockDates();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      schema={blockDatesRequest}
      defaultValues={{ dates: [] }}
      onSubmit={async (values) => {
        const result = await block.mutateAsync({ dates: values.dates });
        notify(
          t('add.done', { count: result.added.length, already: result.already_blocked.length }),
          'success',
        );
      }}
    >
      {({ control }: UseFormReturn<DatesValues>) => <DateListField control={control} />}
    </FormDialog>
  );
}
