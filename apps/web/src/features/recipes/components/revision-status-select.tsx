import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  RECIPE_REVISION_STATUSES,
  type RecipeDetail,
  type RecipeRevisionStatus,
} from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications.ts';
import { useSetRevisionStatus } from '../api/set-revision-status.ts';

/** The revision status, saved at once (under the recipe's version); waits while the form has unsaved edits. */
export function RevisionStatusSelect({ recipe, disabled }: { recipe: RecipeDetail; disabled: boolean }) {
  const { t } = useTranslation('recipes');
  const setStatus = useSetRevisionStatus();
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={t('field.revisionStatus')}
      value={recipe.revision_status}
      disabled={disabled || setStatus.isPending}
      helperText={disabled ? t('page.saveFirst') : undefined}
      onChange={(event) => {
        const next = event.target.value as RecipeRevisionStatus;
        setStatus.mutate(
          { id: recipe.recipe_id, revision_status: next, version: recipe.version },
          { onSuccess: () => notify(t('page.statusSaved', { status: t(`status.${next}`) }), 'success') },
        );
      }}
      sx={{ width: 180 }}
    >
      {RECIPE_REVISION_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
