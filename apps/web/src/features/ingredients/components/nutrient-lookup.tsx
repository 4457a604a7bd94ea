import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mdiDatabaseSearchOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { recipeDataNutrientsQueryOptions } from '../api/get-recipe-data-nutrients.ts';
import { useRecipeDataStatus } from '../api/get-recipe-data-status.ts';
import { useRecipeDataSearch } from '../api/search-recipe-data.ts';

/**
 * "Look up nutrients" (the recipe-data service, ADR 039): shown only when a service is configured. The user
 * searches it, picks an ingredient, and `onFound` receives its nutrients per 100 g; nothing is saved here. A
 * failure (quota used up, no answer) reaches the snackbar through the query client.
 */
export function NutrientLookup({ onFound }: { onFound: (found: RecipeDataNutrients) => void }) {
  const { t } = useTranslation('ingredients');
  const status = useRecipeDataStatus();
  const [open, setOpen] = useState(false);
  if (!status.data?.configured) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<MdiIcon path={mdiDatabaseSearchOutline} size={0.8} />}
        onClick={() => setOpen(true)}
      >
        {t('lookup.action')}
      </Button>
      {open ? <LookupDialog onClose={() => setOpen(false)} onFound={onFound} /> : null}
    </>
  );
}

function LookupDialog(props: { onClose: () => void; onFound: (found: RecipeDataNutrients) => void }) {
  const { t } = useTranslation('ingredients');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const results = useRecipeDataSearch(query);
  const [picking, setPicking] = useState<string | null>(null);

  const pick = async (externalId: string) => {
    setPicking(externalId);
    try {
      const found = await queryClient.fetchQuery(recipeDataNutrientsQueryOptions(externalId));
      props.onFound(found);
      props.onClose();
    } catch {
      // The query client's error handler shows the snackbar (quota message, failure).
    } finally {
      setPicking(null);
    }
  };

  const items = query.length >= 2 ? (results.data?.items ?? []) : [];
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="nutrient-lookup-title">
      <DialogTitle id="nutrient-lookup-title">{t('lookup.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('lookup.hint')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label={t('lookup.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {results.isFetching ? (
          <CircularProgress size={24} sx={{ mt: 2 }} aria-label={t('lookup.searching')} />
        ) : null}
        {query.length >= 2 && results.isSuccess && items.length === 0 && !results.isFetching ? (
          <Typography sx={{ mt: 2 }}>{t('lookup.none')}</Typography>
        ) : null}
        {items.length > 0 ? (
          <List aria-label={t('lookup.results')} dense>
            {items.map((item) => (
              <ListItemButton
                key={item.external_id}
                disabled={picking !== null}
                onClick={() => void pick(item.external_id)}
              >
                <ListItemText primary={item.name} />
                {picking === item.external_id ? <CircularProgress size={18} /> : null}
              </ListItemButton>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
