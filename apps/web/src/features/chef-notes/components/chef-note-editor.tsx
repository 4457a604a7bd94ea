import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mdiContentSave } from '@mdi/js';
import { NOTES_MAX_LENGTH } from '@brigade/domain/orders/notes-limit';
import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { chefNoteQueryOptions } from '../api/get-chef-note.ts';
import { useUpdateChefNote } from '../api/update-chef-note.ts';
import { noteName } from './note-name.ts';

/** Characters as the user sees them (an emoji is one), as the server counts them. */
const lengthOf = (text: string) => [...text].length;

interface Props {
  note: ChefIngredientNote;
  onSaved: (note: ChefIngredientNote) => void;
}

/**
 * One ingredient's chef note with a character counter. Save sends the version read (0 creates the note);
 * saving it empty removes it. After a 409 the chef can load the current note and apply the change again.
 */
export function ChefNoteEditor({ note, onSaved }: Props) {
  const { t, i18n } = useTranslation('chef-notes');
  const update = useUpdateChefNote();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(note.notes);
  const [version, setVersion] = useState(note.version);
  const [stored, setStored] = useState(note.notes);
  const length = lengthOf(draft);
  const tooLong = length > NOTES_MAX_LENGTH;
  const name = noteName(note, i18n.language);

  const save = () =>
    update.mutate(
      { ingredientId: note.ingredient_id, notes: draft, version },
      {
        onSuccess: (saved) => {
          setDraft(saved.notes);
          setStored(saved.notes);
          setVersion(saved.version);
          notify(saved.version === 0 ? t('removed', { name }) : t('saved', { name }), 'success');
          onSaved(saved);
        },
      },
    );

  const reload = async () => {
    const current = await queryClient.fetchQuery({
      ...chefNoteQueryOptions(note.ingredient_id),
      staleTime: 0,
    });
    // The chef's text stays in the field: only the version moves on, so Save applies it over the current note.
    setVersion(current.version);
    setStored(current.notes);
    update.reset();
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={name}>
      <Typography variant="h6" component="h3">
        {name}
      </Typography>
      {version > 0 && note.updated_at ? (
        <Typography variant="caption" color="text.secondary">
          {t('updated', { when: formatDateTime(note.updated_at, i18n.language) })}
        </Typography>
      ) : null}
      <TextField
        multiline
        minRows={5}
        maxRows={16}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('placeholder')}
        error={tooLong}
        helperText={
          tooLong ? t('tooLong', { max: NOTES_MAX_LENGTH }) : t('counter', { length, max: NOTES_MAX_LENGTH })
        }
        slotProps={{ htmlInput: { 'aria-label': t('field', { name }) } }}
      />
      <SaveErrorAlert error={update.error} onReload={reload} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
        {draft.trim() === '' && version > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('emptyRemoves')}
          </Typography>
        ) : null}
        <Button
          variant="contained"
          startIcon={
            update.isPending ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <MdiIcon path={mdiContentSave} size={0.8} />
            )
          }
          disabled={draft === stored || tooLong || update.isPending}
          onClick={save}
          aria-label={t('save', { name })}
        >
          {t('saveShort')}
        </Button>
      </Stack>
    </Stack>
  );
}
