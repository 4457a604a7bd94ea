import { useState } from 'react';
import { MEAL_TYPES, type MealType } from '@brigade/domain/programmes/meal-types';
import type { AdditionalBag } from '@brigade/domain/schemas/week';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useDeleteAdditionalBag } from '../api/delete-additional-bag.ts';
import { usePutAdditionalBag } from '../api/put-additional-bag.ts';
import { DayEditorDialog, useDayRecord } from './day-editor-dialog.tsx';

interface Line {
  meal_type: MealType;
  qty: string;
  note: string;
}

interface Props {
  orderId: number;
  date: string;
  title: string;
  current: AdditionalBag | null;
  onClose: () => void;
}

/** "Edit day bag": the additional bags of one order on one date, a line per meal type. */
export function DayBagDialog({ orderId, date, title, current, onClose }: Props) {
  const { t } = useTranslation('week');
  const [lines, setLines] = useState<Line[]>(
    current?.bags_json.map((b) => ({ meal_type: b.meal_type, qty: String(b.qty), note: b.note })) ?? [
      { meal_type: 'lunch', qty: '1', note: '' },
    ],
  );
  const record = useDayRecord(
    { orderId, date, current, onClose },
    usePutAdditionalBag(),
    useDeleteAdditionalBag(),
  );
  const change = (i: number, patch: Partial<Line>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));

  return (
    <DayEditorDialog
      heading={t('bags.title')}
      title={title}
      error={record.error}
      busy={record.busy}
      onSave={() =>
        record.save({
          bags_json: lines.map((l) => ({ meal_type: l.meal_type, qty: Number(l.qty), note: l.note })),
        })
      }
      onRemove={record.remove}
      onClose={onClose}
    >
      {lines.map((line, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('bags.meal')}
            value={line.meal_type}
            onChange={(e) => change(i, { meal_type: e.target.value as MealType })}
            sx={{ minWidth: 150 }}
          >
            {MEAL_TYPES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`meal.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('bags.qty')}
            value={line.qty}
            onChange={(e) => change(i, { qty: e.target.value })}
            slotProps={{ htmlInput: { min: 1, max: 50 } }}
            sx={{ width: 90 }}
          />
          <TextField
            size="small"
            label={t('bags.note')}
            value={line.note}
            onChange={(e) => change(i, { note: e.target.value })}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={t('bags.removeLine')}
            onClick={() => setLines(lines.filter((_, j) => j !== i))}
            disabled={lines.length === 1}
          >
            <MdiIcon path={mdiDeleteOutline} size={0.9} />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<MdiIcon path={mdiPlus} size={0.8} />}
        onClick={() => setLines([...lines, { meal_type: 'lunch', qty: '1', note: '' }])}
        disabled={lines.length >= 20}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('bags.addLine')}
      </Button>
    </DayEditorDialog>
  );
}
