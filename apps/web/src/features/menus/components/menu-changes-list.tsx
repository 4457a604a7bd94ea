import type { MenuChangeDto } from '@brigade/domain/schemas/menus';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { slotLabel } from './slot-label.ts';

interface Props {
  changes: readonly MenuChangeDto[];
  additionalDayChanged: boolean;
}

/** What changed since a menu was published, one line each; a calm note when nothing did. */
export function MenuChangesList({ changes, additionalDayChanged }: Props) {
  const { t, i18n } = useTranslation('menus');
  if (changes.length === 0 && !additionalDayChanged) {
    return (
      <Alert severity="success" sx={{ py: 0 }}>
        {t('review.upToDate')}
      </Alert>
    );
  }
  const names = (list: MenuChangeDto['allergens_added']) =>
    list.map((a) => (i18n.language === 'de' ? a.name_de || a.name : a.name)).join(', ');
  const lines = changes.flatMap((c) => {
    const slot = slotLabel(t, c.slot);
    const none = t('change.none');
    if (c.kind === 'allergens') {
      return [
        c.allergens_added.length > 0
          ? t('change.allergensAdded', { slot, allergens: names(c.allergens_added) })
          : null,
        c.allergens_removed.length > 0
          ? t('change.allergensRemoved', { slot, allergens: names(c.allergens_removed) })
          : null,
      ].filter((line): line is string => line !== null);
    }
    return [t(`change.${c.kind}`, { slot, before: c.before ?? none, after: c.after ?? none })];
  });
  if (additionalDayChanged) lines.push(t('review.additionalChanged'));
  return (
    <Alert severity="warning" sx={{ py: 0.5 }}>
      <Typography variant="subtitle2">{t('review.changes')}</Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }} data-testid="menu-changes">
        {lines.map((line, i) => (
          <li key={i}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
