import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChefNotes } from '../api/get-chef-notes.ts';
import { nameSort, noteName } from './note-name.ts';

/** The dialog lists this many notes; the search above finds any other ingredient. */
const LISTED = 100;

interface Props {
  selectedId: number | null;
  onSelect: (note: ChefIngredientNote) => void;
}

/** The ingredients that have a chef note, by name, with the start of the note. */
export function NotesList({ selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation('chef-notes');
  const notes = useChefNotes({
    q: '',
    with_notes: true,
    length: LISTED,
    sort_by: nameSort(i18n.language),
  });

  if (notes.isPending) return <CircularProgress size={24} aria-label={t('loading')} sx={{ m: 2 }} />;
  if (notes.isError) return <Alert severity="error">{notes.error.message}</Alert>;
  if (notes.data.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 1 }}>
        {t('empty')}
      </Typography>
    );
  }
  return (
    <>
      <List dense aria-label={t('withNotes')} sx={{ maxHeight: { sm: 420 }, overflow: 'auto' }}>
        {notes.data.items.map((note) => (
          <ListItemButton
            key={note.ingredient_id}
            selected={note.ingredient_id === selectedId}
            onClick={() => onSelect(note)}
          >
            <ListItemText
              primary={noteName(note, i18n.language)}
              secondary={note.notes}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        ))}
      </List>
      {notes.data.total > LISTED ? (
        <Typography variant="caption" color="text.secondary">
          {t('more', { shown: LISTED, count: notes.data.total })}
        </Typography>
      ) : null}
    </>
  );
}
