import { useState } from 'react';
import { mdiCheck, mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { IngredientDetail, IngredientSpec } from '@brigade/domain/schemas/ingredients';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { EditDeleteButtons } from '../../../components/row-actions.tsx';
import { formatChf } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteIngredientSpec } from '../api/delete-ingredient-spec.ts';
import { SpecDialog } from './spec-dialog.tsx';

/** The supplier specs of a saved ingredient: a table with add, edit and delete. */
export function SpecsSection({ ingredient }: { ingredient: IngredientDetail | undefined }) {
  const { t, i18n } = useTranslation('ingredients');
  const confirm = useConfirm();
  const [open, setOpen] = useState<IngredientSpec | 'new' | null>(null);
  const remove = useDeleteIngredientSpec(ingredient?.ingredient_id ?? 0);
  if (!ingredient) {
    return (
      <FormSection variant="plain" title={t('section.specs')}>
        <Typography color="text.secondary">{t('spec.saveFirst')}</Typography>
      </FormSection>
    );
  }
  const deleteSpec = async (spec: IngredientSpec) => {
    if (!(await confirm({ text: t('spec.deleteConfirm', { name: spec.supplier_name }), destructive: true })))
      return;
    remove.mutate(
      { id: spec.ingredient_spec_suppliers_id, version: spec.version },
      { onSuccess: () => notify(t('spec.deleteDone'), 'success') },
    );
  };
  const add = (
    <Button size="small" startIcon={<MdiIcon path={mdiPlus} size={0.8} />} onClick={() => setOpen('new')}>
      {t('spec.add')}
    </Button>
  );
  return (
    <FormSection variant="plain" title={t('section.specs')} action={add}>
      {ingredient.specs.length === 0 ? (
        <Typography color="text.secondary">{t('spec.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('section.specs')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('spec.field.supplier')}</TableCell>
                <TableCell>{t('spec.field.article')}</TableCell>
                <TableCell align="right">{t('spec.field.pack')}</TableCell>
                <TableCell align="right">{t('spec.field.price')}</TableCell>
                <TableCell align="center">{t('spec.default')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {ingredient.specs.map((s) => (
                <TableRow key={s.ingredient_spec_suppliers_id}>
                  <TableCell>{s.supplier_name}</TableCell>
                  <TableCell>{s.article_number}</TableCell>
                  <TableCell align="right">
                    {s.pack_size} {t(`quantityUnit.${s.pack_unit}`, { defaultValue: s.pack_unit })}
                  </TableCell>
                  <TableCell align="right">{formatChf(s.price_chf, i18n.language)}</TableCell>
                  <TableCell align="center">
                    {s.is_default ? <MdiIcon path={mdiCheck} size={0.8} title={t('spec.default')} /> : null}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditDeleteButtons
                      editLabel={t('action.edit')}
                      deleteLabel={t('action.delete')}
                      onEdit={() => setOpen(s)}
                      onDelete={() => void deleteSpec(s)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <SpecDialog ingredientId={ingredient.ingredient_id} spec={open} onClose={() => setOpen(null)} />
    </FormSection>
  );
}
