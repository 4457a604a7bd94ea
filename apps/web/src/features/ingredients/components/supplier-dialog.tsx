import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import {
  createSupplierRequest,
  updateSupplierRequest,
  type Supplier,
} from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSaveDialog } from '../../../lib/use-save-dialog.ts';
import { suppliersApi, useCreateSupplier, useUpdateSupplier } from '../api/suppliers.ts';

function formValues(editing: Supplier | null) {
  return {
    name: editing?.name ?? '',
    contact: editing?.contact ?? '',
    email: editing?.email ?? '',
    phone: editing?.phone ?? '',
    ...(editing ? { version: editing.version } : {}),
  };
}

/** Add ('new') or edit a supplier (sending its version; a 409 offers the current record). */
export function SupplierDialog({
  supplier,
  onClose,
}: {
  supplier: Supplier | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ingredients');
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const queryClient = useQueryClient();
  const { editing, dialog } = useSaveDialog({
    target: supplier,
    schemas: { create: createSupplierRequest, update: updateSupplierRequest },
    formValues,
    reload: (s) => queryClient.fetchQuery({ ...suppliersApi.detailOptions(s.supplier_id), staleTime: 0 }),
    create: create.mutateAsync,
    update: (s, body) => update.mutateAsync({ key: s.supplier_id, body }),
    done: (saved, edited) => t(edited ? 'suppliers.edit.done' : 'suppliers.add.done', { name: saved.name }),
  });
  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={editing ? t('suppliers.edit.title', { name: editing.name }) : t('suppliers.add.title')}
      submitLabel={editing ? undefined : t('suppliers.add.submit')}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: { sm: 400 } }}>
          <FormTextField control={control} name="name" label={t('suppliers.field.name')} required autoFocus />
          <FormTextField control={control} name="contact" label={t('suppliers.field.contact')} />
          <FormTextField control={control} name="email" label={t('suppliers.field.email')} type="email" />
          <FormTextField control={control} name="phone" label={t('suppliers.field.phone')} inputMode="tel" />
        </Box>
      )}
    </FormDialog>
  );
}
