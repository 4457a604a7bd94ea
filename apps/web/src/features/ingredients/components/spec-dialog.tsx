import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { QUANTITY_UNITS } from '@brigade/domain/nutrition/unit-conversion';
import {
  createIngredientSpecRequest,
  updateIngredientSpecRequest,
  type IngredientSpec,
} from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { useSaveDialog } from '../../../lib/use-save-dialog.ts';
import { suppliersApi } from '../api/suppliers.ts';
import { useCreateIngredientSpec, useUpdateIngredientSpec } from '../api/save-ingredient-spec.ts';

/** The dialog's form: numbers as typed, no supplier chosen yet, the version when editing. */
function formValues(spec: IngredientSpec | null) {
  return {
    supplier_id: spec?.supplier_id,
    article_number: spec?.article_number ?? '',
    pack_size: spec ? String(spec.pack_size) : '',
    // A unit outside the list shows as none, and the schema refuses it.
    pack_unit: spec ? QUANTITY_UNITS.find((unit) => unit === spec.pack_unit) : 'kg',
    price_chf: spec ? spec.price_chf.toFixed(2) : '',
    is_default: spec?.is_default ?? false,
    ...(spec ? { version: spec.version } : {}),
  };
}

/** Add ('new') or edit a supplier spec: supplier, article, pack size and unit, price CHF, default. */
export function SpecDialog(props: {
  ingredientId: number;
  spec: IngredientSpec | 'new' | null;
  onClose: () => void;
}) {
  const { ingredientId, spec, onClose } = props;
  const { t } = useTranslation('ingredients');
  const suppliers = useQuery(
    suppliersApi.listOptions({ start: 0, length: 100, sort_by: 'name', sort_dir: 'asc' }),
  );
  const create = useCreateIngredientSpec(ingredientId);
  const update = useUpdateIngredientSpec(ingredientId);
  const { editing, dialog } = useSaveDialog({
    target: spec,
    schemas: { create: createIngredientSpecRequest, update: updateIngredientSpecRequest },
    formValues,
    // The values passed the schema: the parsed request goes out (pack size and price as numbers).
    create: (values) => create.mutateAsync({ ingredientId, ...createIngredientSpecRequest.parse(values) }),
    update: (s, values) =>
      update.mutateAsync({
        id: s.ingredient_spec_suppliers_id,
        ...updateIngredientSpecRequest.parse(values),
      }),
    done: (_saved, edited) => t(edited ? 'spec.editDone' : 'spec.addDone'),
  });
  const supplierOptions = (suppliers.data?.items ?? []).map((s) => ({ value: s.supplier_id, label: s.name }));
  const units = QUANTITY_UNITS.map((u) => ({ value: u, label: t(`quantityUnit.${u}`) }));
  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={editing ? t('spec.editTitle', { name: editing.supplier_name }) : t('spec.add')}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: { sm: 420 }, gridTemplateColumns: '1fr 1fr' }}>
          <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
            <FormSelectField
              control={control}
              name="supplier_id"
              label={t('spec.field.supplier')}
              options={supplierOptions}
              autoFocus
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
            <FormTextField control={control} name="article_number" label={t('spec.field.article')} />
          </Box>
          <FormTextField
            control={control}
            name="pack_size"
            label={t('spec.field.packSize')}
            inputMode="decimal"
            required
          />
          <FormSelectField
            control={control}
            name="pack_unit"
            label={t('spec.field.packUnit')}
            options={units}
          />
          <FormTextField
            control={control}
            name="price_chf"
            label={t('spec.field.price')}
            inputMode="decimal"
            required
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormSwitchField control={control} name="is_default" label={t('spec.default')} />
            <FormHelperText>{t('spec.defaultHint')}</FormHelperText>
          </Box>
        </Box>
      )}
    </FormDialog>
  );
}
