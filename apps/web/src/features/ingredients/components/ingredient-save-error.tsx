import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { useAllergenOptions } from '../../../lib/options/allergen-options.ts';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { useAllergenName } from '../../../lib/allergen-name.ts';

interface Props {
  error: ApiError | Error | null;
  onReload: (() => Promise<void>) | undefined;
}

/**
 * Why the save failed. "Reviewed" with allergens still unknown (a 422 naming them in `undeclared`, English
 * names joined by ', ') says so with those allergens in the user's language; anything else as every form does.
 */
export function IngredientSaveError({ error, onReload }: Props) {
  const { t } = useTranslation('ingredients');
  const nameOf = useAllergenName();
  const allergens = useAllergenOptions().data?.items ?? [];
  const undeclared = isApiError(error) ? error.details?.undeclared : undefined;
  if (error && undeclared !== undefined) {
    const names = undeclared
      .split(', ')
      .map((name) => {
        const allergen = allergens.find((a) => a.name === name);
        return allergen ? nameOf(allergen) : name;
      })
      .join(', ');
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        <div>{error.message}</div>
        <div>{t('declarations.undeclared', { list: names })}</div>
      </Alert>
    );
  }
  return (
    <>
      <SaveErrorAlert error={error} onReload={onReload} sx={{ mb: 2 }} />
      {isApiError(error) && error.details ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      ) : null}
    </>
  );
}
