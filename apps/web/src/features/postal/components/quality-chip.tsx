import Chip from '@mui/material/Chip';
import type { AddressQuality } from '@brigade/domain/postal/identcode';
import { useTranslation } from 'react-i18next';

const colour: Record<AddressQuality, 'success' | 'info' | 'warning' | 'error'> = {
  DOMICILE_CERTIFIED: 'success',
  CERTIFIED: 'success',
  USABLE: 'info',
  FIXED: 'warning',
  UNUSABLE: 'error',
};

/** An address's quality as the postal service judged it. */
export function QualityChip({ quality }: { quality: AddressQuality | null }) {
  const { t } = useTranslation('postal');
  if (!quality) return <Chip size="small" variant="outlined" label={t('notChecked')} />;
  return <Chip size="small" color={colour[quality]} label={t(`quality.${quality}`)} />;
}
