import { useState } from 'react';
import { mdiClose } from '@mdi/js';
import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { ChefNoteEditor } from './chef-note-editor.tsx';
import { IngredientSearch } from './ingredient-search.tsx';
import { NotesList } from './notes-list.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 week recipes toolbar 'chef ingredient notes' dialog: the chefs' standing note per ingredient. The list
 * holds the ingredients that have one; the search finds any ingredient to read or start its note.
 */
export function ChefIngredientNotesDialog({ open, onClose }: Props) {
  // Mounted only while open, so it starts with nothing chosen and reads the notes afresh.
  return open ? <OpenDialog onClose={onClose} /> : null;
}

function OpenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chef-notes');
  const { t: common } = useTranslation('common');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [selected, setSelected] = useState<ChefIngredientNote | null>(null);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="chef-notes-title"
    >
      <DialogTitle id="chef-notes-title" sx={{ pr: 7 }}>
        {t('title')}
      </DialogTitle>
      <IconButton
        aria-label={common('close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <MdiIcon path={mdiClose} />
      </IconButton>
      <DialogContent dividers>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{common('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
