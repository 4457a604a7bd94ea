import { useState } from 'react';
import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
import { ChefNoteEditor } from './chef-note-editor.tsx';
import { IngredientSearch } from './ingredient-search.tsx';
import { NotesList } from './notes-list.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The week recipes toolbar's 'chef ingredient notes' dialog: the chefs' standing note per ingredient
 * (ADR 053). The list holds the ingredients that have one; the search finds any ingredient to read or start
 * its note.
 */
export function ChefIngredientNotesDialog({ open, onClose }: Props) {
  // Mounted only while open, so it starts with nothing chosen and reads the notes afresh.
  return open ? <OpenDialog onClose={onClose} /> : null;
}

function OpenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chef-notes');
  const [selected, setSelected] = useState<ChefIngredientNote | null>(null);

  return (
    <ToolDialog id="chef-notes" title={t('title')} onClose={onClose}>
      <Stack spacing={2}>
        <IngredientSearch onPick={setSelected} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ width: { xs: '100%', sm: 260 }, flexShrink: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ px: 1 }}>
              {t('withNotes')}
            </Typography>
            <NotesList selectedId={selected?.ingredient_id ?? null} onSelect={setSelected} />
          </Box>
          <Box sx={{ flex: 1, width: '100%', minHeight: 200 }}>
            {selected ? (
              <ChefNoteEditor key={selected.ingredient_id} note={selected} onSaved={setSelected} />
            ) : (
              <Typography color="text.secondary" sx={{ pt: 1 }}>
                {t('choose')}
              </Typography>
            )}
          </Box>
        </Stack>
      </Stack>
    </ToolDialog>
  );
}
