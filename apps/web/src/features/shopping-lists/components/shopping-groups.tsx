import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShoppingContent } from '@brigade/domain/schemas/shopping-lists';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { ShoppingLinesTable, type DoneControl } from './shopping-lines-table.tsx';
import { UnconvertedLines } from './unconverted-lines.tsx';

interface Props {
  content: Pick<ShoppingContent, 'groups' | 'unconverted' | 'cost_chf'>;
  done?: DoneControl | undefined;
  /** Print: no paper frames, done marks as ✓. */
  print?: boolean;
}

/** One block per supplier with its total, then what could not be converted. */
export function ShoppingGroups({ content, done, print = false }: Props) {
  const { t, i18n } = useTranslation('shopping-lists');
  if (content.groups.length === 0 && content.unconverted.length === 0) {
    return <Typography color="text.secondary">{t('emptyContent')}</Typography>;
  }
  return (
    <Stack spacing={print ? 1.5 : 2}>
      {content.groups.map((group) => (
        <Paper
          key={group.supplier_id ?? 'none'}
          variant="outlined"
          component="section"
          aria-label={group.supplier_name ?? t('noSupplier')}
          sx={print ? { border: 0, breakInside: 'avoid' } : undefined}
        >
          <Box sx={{ display: 'flex', alignItems: 'baseline', px: print ? 0 : 2, pt: print ? 0 : 1.5 }}>
            <Typography variant="h6" component="h3" sx={{ flex: 1, fontSize: print ? '1rem' : undefined }}>
              {group.supplier_name ?? t('noSupplier')}
            </Typography>
            <Typography variant="subtitle2" data-testid="supplier-total">
              {t('supplierTotal', { amount: formatChf(group.cost_chf, i18n.language) })}
              {group.cost_incomplete ? ` ${t('costIncomplete')}` : ''}
            </Typography>
          </Box>
          <ShoppingLinesTable lines={group.lines} done={done} showDone={print} />
        </Paper>
      ))}
      <UnconvertedLines lines={content.unconverted} done={done} print={print} />
      <Typography variant="subtitle1" sx={{ textAlign: 'right', fontWeight: 600 }} data-testid="list-total">
        {t('total', { amount: formatChf(content.cost_chf, i18n.language) })}
      </Typography>
    </Stack>
  );
}
