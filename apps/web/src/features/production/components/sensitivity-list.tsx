import type { SensitivityMatchDto } from '@brigade/domain/schemas/allergen-matching';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  items: SensitivityMatchDto[];
  customerName: string;
  /** Absent: read only (dislikes are never suppressed; chefs may not suppress). */
  onToggle?: ((ingredient: string, suppress: boolean) => void) | undefined;
  disabled?: boolean;
}

/** One kind of a customer's matches (allergies, warnings or dislikes) with each matching ingredient. */
export function SensitivityList({ title, items, customerName, onToggle, disabled }: Props) {
  const { t } = useTranslation('production');
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="overline" component="h4" sx={{ lineHeight: 1.5 }}>
        {title}
      </Typography>
      {items.map((item) => (
        <Stack
          key={item.term}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
        >
          <Chip
            size="small"
            label={item.term}
            color={item.fully_suppressed ? 'default' : 'warning'}
            variant={item.fully_suppressed ? 'outlined' : 'filled'}
          />
          {item.ingredients.map((ingredient) => {
            const name = (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <Typography
                  variant="body2"
                  component="span"
                  sx={
                    ingredient.is_suppressed
                      ? { textDecoration: 'line-through', color: 'text.secondary' }
                      : {}
                  }
                >
                  {ingredient.name}
                  {ingredient.is_suppressed ? ` (${t('matches.suppressed')})` : ''}
                </Typography>
                <MatchReason via={ingredient.via} term={item.term} />
              </Box>
            );
            return onToggle ? (
              <FormControlLabel
                key={ingredient.name}
                label={name}
                sx={{ ml: 0, mr: 1.5 }}
                control={
                  <Switch
                    size="small"
                    checked={ingredient.is_suppressed}
                    disabled={disabled}
                    onChange={(event) => onToggle(ingredient.name, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('matches.suppress', {
                          ingredient: ingredient.name,
                          name: customerName,
                        }),
                      },
                    }}
                  />
                }
              />
            ) : (
              <Box key={ingredient.name} component="span" sx={{ mr: 1 }}>
                {name}
              </Box>
            );
          })}
        </Stack>
      ))}
    </Box>
  );
}

type Via = SensitivityMatchDto['ingredients'][number]['via'];

/**
 * Why an ingredient matched (ADR 054), each look its own: declared contains (filled red), may contain traces
 * (outlined orange), a word of its name (outlined blue, naming the word), or not declared (dashed grey).
 */
const reasonLook: Record<Via, Pick<ChipProps, 'color' | 'variant'> & { dashed?: boolean }> = {
  contains: { color: 'error', variant: 'filled' },
  may_contain: { color: 'warning', variant: 'outlined' },
  word: { color: 'info', variant: 'outlined' },
  undeclared: { color: 'default', variant: 'outlined', dashed: true },
};

function MatchReason({ via, term }: { via: Via; term: string }) {
  const { t } = useTranslation('production');
  const { dashed, ...look } = reasonLook[via];
  return (
    <Chip
      size="small"
      {...look}
      component="span"
      data-via={via}
      label={t(`matches.via.${via}`, { term })}
      sx={{ height: 20, fontSize: '0.7rem', ...(dashed ? { borderStyle: 'dashed' } : {}) }}
    />
  );
}
