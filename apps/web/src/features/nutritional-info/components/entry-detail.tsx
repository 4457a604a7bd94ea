import { useState } from 'react';
import { mdiArrowLeft, mdiCalculatorVariantOutline, mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import type { NutritionalInfoItem } from '@brigade/domain/schemas/nutritional-info';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteNutritionalInfo } from '../api/delete-nutritional-info.ts';
import { useUpsertNutritionalInfo } from '../api/upsert-nutritional-info.ts';
import { EntryDialog } from './entry-dialog.tsx';
import { NutritionFactsTable } from './nutrition-facts-table.tsx';

/** One entry: its label table, what the analysis left out, and rename / recompute / delete. */
export function EntryDetail({ entry }: { entry: NutritionalInfoItem }) {
  const { t, i18n } = useTranslation('nutritional-info');
  const localise = useLocalisePath();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const upsert = useUpsertNutritionalInfo();
  const remove = useDeleteNutritionalInfo();
  const [editing, setEditing] = useState(false);
  const { analysis } = entry;
  const listPath = localise('/nutritional-info-list/0');

  const recompute = () =>
    upsert.mutate(
      {
        nutritional_info_id: entry.nutritional_info_id,
        name: entry.name,
        recipe_id: entry.recipe_id,
        version: entry.version,
      },
      { onSuccess: () => notify(t('recomputed', { name: entry.name }), 'success') },
    );
  const onDelete = async () => {
    if (!(await confirm({ text: t('delete.confirm', { name: entry.name }), destructive: true }))) return;
    remove.mutate(
      { id: entry.nutritional_info_id, version: entry.version },
      {
        onSuccess: () => {
          notify(t('delete.done', { name: entry.name }), 'success');
          void navigate(listPath);
        },
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <Button component={RouterLink} to={listPath} startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}>
          {t('back')}
        </Button>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h2">
          {entry.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {entry.recipe_id && entry.recipe_name ? (
            <>
              {t('field.recipe')}:{' '}
              <Link component={RouterLink} to={localise(`/recipes/${entry.recipe_id}`)}>
                {entry.recipe_name}
              </Link>
              {' · '}
            </>
          ) : null}
          {t('updated', { at: formatDateTime(entry.updated_at, i18n.language) })}
        </Typography>
        <NutritionFactsTable analysis={analysis} />
        {analysis.unconverted.length ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('unconverted', { names: analysis.unconverted.map((u) => u.name).join(', ') })}
          </Alert>
        ) : null}
        {analysis.missingNutrients.length ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('missingNutrients', { names: analysis.missingNutrients.join(', ') })}
          </Alert>
        ) : null}
        {upsert.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {upsert.error.message}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button startIcon={<MdiIcon path={mdiPencilOutline} size={0.8} />} onClick={() => setEditing(true)}>
            {t('action.edit')}
          </Button>
          {entry.recipe_id ? (
            <Button
              startIcon={<MdiIcon path={mdiCalculatorVariantOutline} size={0.8} />}
              onClick={recompute}
              disabled={upsert.isPending}
            >
              {t('action.recompute')}
            </Button>
          ) : null}
          <Button color="error" startIcon={<MdiIcon path={mdiDeleteOutline} size={0.8} />} onClick={onDelete}>
            {t('action.delete')}
          </Button>
        </Stack>
      </Paper>
      <EntryDialog entry={entry} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
