import { mdiDeleteOutline } from '@mdi/js';
import type { RecipeFeedbackItem } from '@brigade/domain/schemas/recipe-feedback';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime, formatIsoDate } from '../../../lib/format.ts';

interface FeedbackEntryProps {
  item: RecipeFeedbackItem;
  canDelete: boolean;
  onDelete: (item: RecipeFeedbackItem) => void;
}

export function FeedbackEntry({ item, canDelete, onDelete }: FeedbackEntryProps) {
  const { t, i18n } = useTranslation('recipe-feedback');
  const served = item.served_on ? formatIsoDate(item.served_on, i18n.language) : t('notServed');
  return (
    <ListItem
      divider
      alignItems="flex-start"
      secondaryAction={
        canDelete ? (
          <Tooltip title={t('delete.action')}>
            <IconButton edge="end" aria-label={t('delete.action')} onClick={() => onDelete(item)}>
              <MdiIcon path={mdiDeleteOutline} size={0.9} />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating
              value={item.rating}
              readOnly
              size="small"
              aria-label={t('stars', { count: item.rating })}
            />
            <Typography variant="body2" color="text.secondary">
              {t('meta', {
                served,
                author: item.author ?? t('unknownAuthor'),
                at: formatDateTime(item.created_at, i18n.language),
              })}
            </Typography>
          </Stack>
        }
        secondary={item.comment || t('noComment')}
        slotProps={{ secondary: { sx: { whiteSpace: 'pre-line', mt: 0.5 }, color: 'text.primary' } }}
      />
    </ListItem>
  );
}
