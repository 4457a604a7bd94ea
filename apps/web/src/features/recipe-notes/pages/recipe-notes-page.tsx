import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRecipeNotes } from '../api/get-recipe-notes.ts';
import { RecipeNoteEditor } from '../components/recipe-note-editor.tsx';

const pageSizes = [10, 25, 50, 100];

/** Recipes → Notes (level 1; also /notes/margins): every recipe's notes, searchable, edited in place. */
export default function RecipeNotesPage() {
  const { t } = useTranslation('recipe-notes');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [withNotes, setWithNotes] = useState(true);
  const [paging, setPaging] = useState({ page: 0, size: 25, key: '' });
  const key = `${q}|${withNotes}`;
  const page = paging.key === key ? paging.page : 0;
  const notes = useRecipeNotes({
    start: page * paging.size,
    length: paging.size,
    q: q || undefined,
    with_notes: withNotes,
  });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField value={search} onChange={setSearch} label={t('search')} />
        <FormControlLabel
          control={<Switch checked={withNotes} onChange={(event) => setWithNotes(event.target.checked)} />}
          label={t('onlyWithNotes')}
        />
      </Stack>
      {notes.isFetching ? <LinearProgress aria-label={t('loading')} /> : null}
      {notes.isError ? <Alert severity="error">{notes.error.message}</Alert> : null}
      {notes.data?.items.length === 0 ? (
        <Typography color="text.secondary">{withNotes ? t('emptyWithNotes') : t('empty')}</Typography>
      ) : null}
      {notes.data?.items.map((recipe) => (
        <RecipeNoteEditor key={`${recipe.recipe_id}-${recipe.version}`} recipe={recipe} />
      ))}
      {notes.data && notes.data.total > 0 ? (
        <TablePagination
          component="div"
          count={notes.data.total}
          page={page}
          rowsPerPage={paging.size}
          rowsPerPageOptions={pageSizes}
          onPageChange={(_event, next) => setPaging({ ...paging, page: next, key })}
          onRowsPerPageChange={(event) => setPaging({ page: 0, size: Number(event.target.value), key })}
          labelRowsPerPage={t('perPage')}
          labelDisplayedRows={({ from, to, count }) => t('displayed', { from, to, count })}
        />
      ) : null}
    </Stack>
  );
}
