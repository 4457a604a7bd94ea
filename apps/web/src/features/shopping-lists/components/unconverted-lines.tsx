import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UnconvertedLineItem } from '@brigade/domain/schemas/shopping-lists';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { formatQuantity } from './quantity.ts';
import type { DoneControl } from './shopping-lines-table.tsx';

interface Props {
  lines: readonly UnconvertedLineItem[];
  done?: DoneControl | undefined;
  print?: boolean;
}

/** Quantities that could not be turned into grams: listed apart with the reason, never dropped. */
export function UnconvertedLines({ lines, done, print = false }: Props) {
  const { t, i18n } = useTranslation('shopping-lists');
  if (lines.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('unconverted.title')}
      sx={{ p: print ? 0 : 2, ...(print ? { border: 0 } : { borderColor: 'warning.light' }) }}
    >
      <Typography variant="h6" component="h3" sx={{ fontSize: print ? '1rem' : undefined }}>
        {t('unconverted.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('unconverted.hint')}
      </Typography>
      <List dense>
        {lines.map((line) => (
          <ListItem
            key={line.line_key}
            data-testid="unconverted-line"
            disableGutters
            secondaryAction={
              done ? (
                <Checkbox
                  edge="end"
                  checked={line.is_done}
                  disabled={done.busyKey !== null}
                  onChange={(event) => done.onToggle(line.line_key, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('lines.doneOf', { name: line.name }) } }}
                />
              ) : print ? (
                <span>{line.is_done ? '✓' : '☐'}</span>
              ) : undefined
            }
          >
            <ListItemText
              primary={`${line.name}: ${formatQuantity(line.quantity, line.unit, i18n.language, t)}`}
              secondary={translateMessage(line.reason)}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
