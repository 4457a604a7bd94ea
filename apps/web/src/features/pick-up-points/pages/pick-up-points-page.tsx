import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PickUpPoint } from '@brigade/domain/schemas/pick-up-points';
import { listLimitWarning } from '@brigade/domain/ui/list-limits';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { pickUpPointsApi } from '../api/pick-up-points.ts';
import { AddPickUpPointDialog } from '../components/add-pick-up-point-dialog.tsx';
import { EditPickUpPointDialog } from '../components/edit-pick-up-point-dialog.tsx';
import { PickUpPointsTable } from '../components/pick-up-points-table.tsx';

/** Controls → Pick up points (level 0). Over 99 points a warning shows above the list: selects show 100 at most. */
export default function PickUpPointsPage() {
  const { t } = useTranslation('pick-up-points');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PickUpPoint | null>(null);
  const edit = useCallback((p: PickUpPoint) => setEditing(p), []);
  const { data } = useQuery(pickUpPointsApi.listOptions({ start: 0, length: 1 }));
  const warning = listLimitWarning('pick_up_points', data?.total ?? 0);
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      {warning ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translateMessage(warning)}
        </Alert>
      ) : null}
      <PickUpPointsTable onEdit={edit} />
      <AddPickUpPointDialog open={adding} onClose={() => setAdding(false)} />
      <EditPickUpPointDialog point={editing} onClose={() => setEditing(null)} />
    </>
  );
}
