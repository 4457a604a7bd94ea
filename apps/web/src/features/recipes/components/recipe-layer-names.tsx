import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { RecipeDetail } from '@brigade/domain/schemas/recipes';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { recipeQueryOptions } from '../api/get-recipe.ts';
import { useUpdateRecipeLayer } from '../api/update-recipe-layer.ts';

type Layer = RecipeDetail['layers'][number];

/**
 * The saved recipe's layers, each name editable in place (click, type, Enter saves, Escape cancels) without
 * the whole recipe. While the recipe's form has unsaved changes the names are read only: the rename bumps the
 * recipe's version, and the form would then start again from the saved recipe.
 */
export function RecipeLayerNames({ recipe, dirty }: { recipe: RecipeDetail; dirty: boolean }) {
  const { t } = useTranslation('recipes');
  const [editing, setEditing] = useState<number | null>(null);
  if (recipe.layers.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {t('section.layers')}
      </Typography>
      {dirty ? (
        <Typography variant="body2" color="text.secondary">
          {t('layer.saveFirst')}
        </Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={t('section.layers')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {recipe.layers.map((layer) => (
          <li key={layer.recipe_layer_id}>
            {editing === layer.recipe_layer_id ? (
              <LayerNameField recipe={recipe} layer={layer} onDone={() => setEditing(null)} />
            ) : (
              <Button
                variant="outlined"
                size="small"
                disabled={dirty}
                aria-label={t('layer.rename', { name: layer.name })}
                onClick={() => setEditing(layer.recipe_layer_id)}
                sx={{ textTransform: 'none' }}
              >
                {layer.name}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </div>
  );
}

/** The name's field: Enter saves under the version read, Escape gives the old name back; errors stay below. */
function LayerNameField({
  recipe,
  layer,
  onDone,
}: {
  recipe: RecipeDetail;
  layer: Layer;
  onDone: () => void;
}) {
  const { t } = useTranslation('recipes');
  const queryClient = useQueryClient();
  const update = useUpdateRecipeLayer((saved, layerId) => {
    const renamed = saved.layers.find((l) => l.recipe_layer_id === layerId);
    notify(t('layer.renamed', { name: renamed?.name ?? '' }), 'success');
    onDone();
  });
  const [name, setName] = useState(layer.name);
  const error = update.error;
  const stale = error instanceof ApiError && error.status === 409;

  const save = () =>
    update.mutate({ id: recipe.recipe_id, layerId: layer.recipe_layer_id, name, version: recipe.version });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!update.isPending) save();
    } else if (event.key === 'Escape') {
      event.stopPropagation(); // the field closes, not the dialog
      onDone();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        size="small"
        autoFocus
        label={t('layer.newName', { name: layer.name })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={update.isPending}
        error={Boolean(error)}
        helperText={error ? error.message : t('layer.enterToSave')}
        sx={{ width: 260 }}
      />
      {stale ? (
        <Button
          size="small"
          onClick={() => {
            onDone();
            void queryClient.fetchQuery({ ...recipeQueryOptions(recipe.recipe_id), staleTime: 0 });
          }}
        >
          {t('layer.reload')}
        </Button>
      ) : null}
    </Box>
  );
}
