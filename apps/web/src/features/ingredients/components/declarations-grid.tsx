import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import {
  DECLARATION_STATES,
  type DeclarationState,
  type IngredientDeclaration,
} from '@brigade/domain/schemas/ingredient-declarations';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useAllergenName } from '../../../lib/allergen-name.ts';
import { declarationOf, withDeclaration, type IngredientFormValues } from './ingredient-values.ts';

const colour: Record<DeclarationState, 'error' | 'warning' | 'success' | 'standard'> = {
  CONTAINS: 'error',
  MAY_CONTAIN: 'warning',
  FREE: 'success',
  UNKNOWN: 'standard',
};

interface Props {
  allergens: readonly Allergen[];
  value: IngredientFormValues['allergens'];
  /** The declarations as saved, for who declared each one and when. */
  saved: readonly IngredientDeclaration[] | undefined;
  onChange: (next: IngredientFormValues['allergens']) => void;
}

/** One row per allergen of the catalogue: contains, may contain (traces), free of it, or unknown (ADR 054). */
export function DeclarationsGrid({ allergens, value, saved, onChange }: Props) {
  const { t } = useTranslation('ingredients');
  return (
    <Box
      role="list"
      aria-label={t('field.allergens')}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 1 }}
    >
      {allergens.map((allergen) => (
        <DeclarationRow
          key={allergen.allergen_id}
          allergen={allergen}
          state={declarationOf(value, allergen.allergen_id)}
          saved={saved?.find((d) => d.allergen_id === allergen.allergen_id)}
          onChange={(state) => onChange(withDeclaration(value, allergen.allergen_id, state))}
        />
      ))}
    </Box>
  );
}

interface RowProps {
  allergen: Allergen;
  state: DeclarationState;
  saved: IngredientDeclaration | undefined;
  onChange: (state: DeclarationState) => void;
}

/** The group is named after the allergen; pressing the chosen state again makes it unknown. */
function DeclarationRow({ allergen, state, saved, onChange }: RowProps) {
  const { t } = useTranslation('ingredients');
  const name = useAllergenName()(allergen);
  return (
    <Box role="listitem" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
        <Typography noWrap title={name}>
          {name}
        </Typography>
        <DeclaredBy saved={saved} state={state} />
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={name}
        value={state}
        onChange={(_event, next: DeclarationState | null) => onChange(next ?? 'UNKNOWN')}
      >
        {DECLARATION_STATES.map((s) => (
          <ToggleButton key={s} value={s} color={colour[s]} sx={{ textTransform: 'none', py: 0.25 }}>
            {t(`kind.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/**
 * "Declared by X on date", while the row still shows the saved declaration. Only with a known author: the
 * declarations older than who-declared-it carry the time of that change, not of the declaration.
 */
function DeclaredBy({ saved, state }: { saved: IngredientDeclaration | undefined; state: DeclarationState }) {
  const { t, i18n } = useTranslation('ingredients');
  if (!saved?.declared_by || !saved.declared_at || saved.state !== state) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {t('declarations.declaredBy', {
        name: saved.declared_by,
        date: formatDateTime(saved.declared_at, i18n.language),
      })}
    </Typography>
  );
}
