import { useState } from 'react';
import type { OrderMerge, OverviewOrder } from '@brigade/domain/schemas/week';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDeleteMerge } from '../api/delete-merge.ts';
import { usePutMerge } from '../api/put-merge.ts';
import { DayEditorDialog, useDayRecord } from './day-editor-dialog.tsx';

interface Props {
  orderId: number;
  date: string;
  title: string;
  current: OrderMerge | null;
  /** The week's other orders delivered that date: the candidates. */
  candidates: readonly OverviewOrder[];
  onClose: () => void;
}

const label = (o: OverviewOrder) => `#${o.order_id} ${o.first_name} ${o.last_name}`;

/**
 * An order merge (ADR 025): on this date the order travels with the chosen orders (same address or pick-up
 * point).
 */
export function MergeDialog({ orderId, date, title, current, candidates, onClose }: Props) {
  const { t } = useTranslation('week');
  const [chosen, setChosen] = useState<OverviewOrder[]>(
    candidates.filter((c) => current?.merged_with.includes(c.order_id)),
  );
  const record = useDayRecord({ orderId, date, current, onClose }, usePutMerge(), useDeleteMerge());

  return (
    <DayEditorDialog
      heading={t('merge.title')}
      title={title}
      error={record.error}
      busy={record.busy}
      canSave={chosen.length > 0}
      onSave={() => record.save({ merged_with: chosen.map((c) => c.order_id) })}
      onRemove={record.remove}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('merge.help')}
      </Typography>
      <Autocomplete
        multiple
        options={candidates as OverviewOrder[]}
        value={chosen}
        onChange={(_e, value) => setChosen(value)}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a.order_id === b.order_id}
        renderInput={(params) => <TextField {...params} label={t('merge.orders')} />}
      />
      {current ? (
        <Typography variant="body2">{t('merge.current', { list: current.merged_with_param })}</Typography>
      ) : null}
    </DayEditorDialog>
  );
}
