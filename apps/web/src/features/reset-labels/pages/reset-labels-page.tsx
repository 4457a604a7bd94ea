import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalisePath } from '../../../lib/use-language.ts';

const variants = [
  { path: '/printable/a4/reset-labels/simple', key: 'simple' },
  { path: '/printable/a4/reset-labels/qr-code', key: 'qr' },
] as const;

/** /printable/a4/reset-labels: what a reset label is for, and its two variants. */
export default function ResetLabelsPage() {
  const { t } = useTranslation('labels-print');
  const localise = useLocalisePath();
  return (
    <Box sx={{ p: '10mm' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('index.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('index.intro')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('index.sheet')}</Typography>
      <List>
        {variants.map((variant) => (
          <ListItem key={variant.key} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={localise(variant.path)}>
                  {t(`index.${variant.key}`)}
                </Link>
              }
              secondary={t(`index.${variant.key}Text`)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
