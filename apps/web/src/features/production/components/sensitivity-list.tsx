import type { SensitivityMatchDto } from '@brigade/domain/schemas/allergen-matching';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
              <Typography
                variant="body2"
                component="span"
                sx={
                  ingredient.is_suppressed ? { textDecoration: 'line-through', color: 'text.secondary' } : {}
                }
                title={t(ingredient.via === 'tag' ? 'matches.viaTag' : 'matches.viaName')}
              >
                {ingredient.name}
                {ingredient.is_suppressed ? ` (${t('matches.suppressed')})` : ''}
              </Typography>
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
