import { mdiDelete } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';

export interface CalculatorRow {
  recipe_id: number;
  name: string;
  /** As typed; a whole number ≥ 0 counts. */
  quantity: string;
}

interface Props {
  rows: CalculatorRow[];
  onChange: (rows: CalculatorRow[]) => void;
}

/** The recipes of a calculation with their portions (editable) and a remove button each. */
export function CalculatorItems({ rows, onChange }: Props) {
  const { t } = useTranslation('shopping-lists');
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t('calculator.empty')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      {rows.map((row, index) => (
        <Stack key={`${row.recipe_id}-${index}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flex: 1 }}>{row.name}</Typography>
          <TextField
            size="small"
            type="number"
            label={t('calculator.portions')}
            value={row.quantity}
            error={!/^\d+$/.test(row.quantity)}
            onChange={(event) =>
              onChange(rows.map((r, i) => (i === index ? { ...r, quantity: event.target.value } : r)))
            }
            slotProps={{
              htmlInput: { min: 0, step: 1, 'aria-label': t('calculator.portionsOf', { name: row.name }) },
            }}
            sx={{ width: 130 }}
          />
          <IconButton
            aria-label={t('calculator.remove', { name: row.name })}
            onClick={() => onChange(rows.filter((_r, i) => i !== index))}
          >
            <MdiIcon path={mdiDelete} size={0.9} />
          </IconButton>
        </Stack>
      ))}
    </Stack>
  );
}
