import { useQueryClient } from '@tanstack/react-query';
import { updateDiscountRequest, type Discount } from '@brigade/domain/schemas/discounts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notify } from '../../../lib/notifications.ts';
import { discountsApi, useUpdateDiscount } from '../api/discounts.ts';
import { DiscountFields } from './discount-fields.tsx';

const formValues = (d: Discount) => ({
  code: d.code,
  description: d.description,
  kind: d.kind,
  value: d.value,
  valid_from: d.valid_from ?? '',
  valid_to: d.valid_to ?? '',
  usage_limit: d.usage_limit ?? '',
  version: d.version,
});

/** Sends the version it read; on a 409 the input stays and 'Reload' fetches the current record. */
export function EditDiscountDialog(props: { discount: Discount | null; onClose: () => void }) {
  const { t } = useTranslation('discounts');
  const queryClient = useQueryClient();
  const update = useUpdateDiscount();
  const { discount, onClose } = props;
  if (!discount) return null;
  const id = discount.discount_id;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('edit.title', { code: discount.code })}
      schema={updateDiscountRequest}
      defaultValues={formValues(discount)}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ key: id, body: values });
        notify(t('edit.done', { code: saved.code }), 'success');
      }}
      reloadOnConflict={async () =>
        formValues(await queryClient.fetchQuery({ ...discountsApi.detailOptions(id), staleTime: 0 }))
      }
    >
      {({ control }) => (
        <>
          <DiscountFields control={control} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('edit.usage', { count: discount.usage_count })}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
