import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mdiContentSave, mdiRefresh } from '@mdi/js';
import { NOTES_MAX_LENGTH } from '@brigade/domain/orders/notes-limit';
import type { RecipeNoteItem } from '@brigade/domain/schemas/recipe-notes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { recipeNoteKeys } from '../api/keys.ts';
import { useUpdateRecipeNotes } from '../api/update-recipe-notes.ts';

/** Characters as the user sees them (an emoji is one), as the server counts them. */
const lengthOf = (text: string) => [...text].length;

/** One recipe with its notes, edited in place: Save sends the version read; a 409 offers the current notes. */
export function RecipeNoteEditor({ recipe }: { recipe: RecipeNoteItem }) {
  const { t } = useTranslation('recipe-notes');
  const localise = useLocalisePath();
  const update = useUpdateRecipeNotes();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(recipe.notes);
  const [version, setVersion] = useState(recipe.version);
  const length = lengthOf(draft);
  const tooLong = length > NOTES_MAX_LENGTH;
  const dirty = draft !== recipe.notes || version !== recipe.version;
  const conflict = isApiError(update.error) && update.error.status === 409;
  const label = t('field.notes', { name: recipe.name });

  const save = () =>
    update.mutate(
      { id: recipe.recipe_id, notes: draft, version },
      {
        onSuccess: (saved) => {
          setDraft(saved.notes);
          setVersion(saved.version);
          notify(t('saved', { name: saved.name }), 'success');
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={recipe.name}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={localise(`/recipes/${recipe.recipe_id}`)} variant="subtitle1">
            {recipe.name}
          </Link>
          {recipe.client_facing_name ? (
            <Typography variant="body2" color="text.secondary">
              {recipe.client_facing_name}
            </Typography>
          ) : null}
        </Stack>
        <TextField
          multiline
          minRows={2}
          maxRows={12}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('placeholder')}
          error={tooLong}
          helperText={tooLong ? t('tooLong', { max: NOTES_MAX_LENGTH }) : `${length} / ${NOTES_MAX_LENGTH}`}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
        {update.error && !conflict ? <Alert severity="error">{update.error.message}</Alert> : null}
        {conflict ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<MdiIcon path={mdiRefresh} size={0.8} />}
                onClick={() => {
                  update.reset();
                  // The fresh list brings a new version, which remounts this editor with the current notes.
                  void queryClient.invalidateQueries({ queryKey: recipeNoteKeys.lists() });
                }}
              >
                {t('reload')}
              </Button>
            }
          >
            {update.error?.message}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
            disabled={!dirty || tooLong || update.isPending}
            onClick={save}
            aria-label={t('save', { name: recipe.name })}
          >
            {t('saveShort')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
