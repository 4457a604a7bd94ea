import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { BlockDatesDialog } from '../components/block-dates-dialog.tsx';
import { BlockedDatesTable } from '../components/blocked-dates-table.tsx';

/** Controls → Availability (level 0): the dates the booking funnel offers no delivery. */
export default function AvailabilityPage() {
  const { t } = useTranslation('availability');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('explanation')}
      </Typography>
      <BlockedDatesTable />
      <BlockDatesDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
