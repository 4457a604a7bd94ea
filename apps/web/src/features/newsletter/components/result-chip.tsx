import Chip from '@mui/material/Chip';
import type { MailingResult } from '@brigade/domain/schemas/newsletter';
import { useTranslation } from 'react-i18next';

const colours = {
  SUCCESS: 'success',
  ALREADY_SIGNED_UP: 'info',
  NO_SIGN_UP: 'default',
  FAILED: 'error',
} as const;

/** A contact's answer: signed up, already on the list, did not opt in (never sent), failed. */
export function ResultChip({ result }: { result: MailingResult }) {
  const { t } = useTranslation('newsletter');
  return (
    <Chip
      data-testid="newsletter-result"
      size="small"
      color={colours[result]}
      variant={result === 'NO_SIGN_UP' ? 'outlined' : 'filled'}
      label={t(`result.${result}`)}
    />
  );
}
