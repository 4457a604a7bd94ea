import { useState } from 'react';
import {
  MEAL_TYPES,
  PROGRAMME_TYPES,
  type MealType,
  type ProgrammeType,
} from '@brigade/domain/programmes/meal-types';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import type { MealOverride } from '@brigade/domain/schemas/week';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDeleteMealOverride } from '../api/delete-meal-override.ts';
import { usePutMealOverride } from '../api/put-meal-override.ts';
import { DayEditorDialog, useDayRecord } from './day-editor-dialog.tsx';

interface Props {
  orderId: number;
  date: string;
  title: string;
  current: MealOverride | null;
  /** The order's own programme, the starting point of a new override. */
  programme: { type: ProgrammeType | null; is_flex: boolean | null };
  onClose: () => void;
}

/** A meal override: another programme and the meals left out, for one order on one date. */
export function MealOverrideDialog({ orderId, date, title, current, programme, onClose }: Props) {
  const { t } = useTranslation('week');
  const [type, setType] = useState<ProgrammeType>(current?.programme_type ?? programme.type ?? 'STRONG');
  const isFlexStart = current?.is_flex ?? programme.is_flex ?? false;
  const [isFlex, setIsFlex] = useState(isFlexStart);
  const [left, setLeft] = useState<MealType[]>(
    current?.discount_meals ??
      defaultDiscountMeals(current?.programme_type ?? programme.type ?? 'STRONG', isFlexStart),
  );
  // A programme change starts from that programme's default meals left out (ADR 008).
  const choose = (nextType: ProgrammeType, nextFlex: boolean) => {
    setType(nextType);
    setIsFlex(nextFlex);
    setLeft(defaultDiscountMeals(nextType, nextFlex));
  };
  const record = useDayRecord(
    { orderId, date, current, onClose },
    usePutMealOverride(),
    useDeleteMealOverride(),
  );

  return (
    <DayEditorDialog
      heading={t('mealOverride.title')}
      title={title}
      error={record.error}
      busy={record.busy}
      onSave={() => record.save({ programme_type: type, is_flex: isFlex, discount_meals: left })}
      onRemove={record.remove}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        select
        label={t('mealOverride.programme')}
        value={type}
        onChange={(e) => choose(e.target.value as ProgrammeType, isFlex)}
      >
        {PROGRAMME_TYPES.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={isFlex} onChange={(e) => choose(type, e.target.checked)} />}
        label={t('mealOverride.flex')}
      />
      <FormGroup>
        <FormLabel>{t('mealOverride.leftOut')}</FormLabel>
        {MEAL_TYPES.filter((m) => m !== 'other').map((m) => (
          <FormControlLabel
            key={m}
            control={
              <Checkbox
                size="small"
                checked={left.includes(m)}
                onChange={(e) => setLeft(e.target.checked ? [...left, m] : left.filter((x) => x !== m))}
              />
            }
            label={t(`meal.${m}`)}
          />
        ))}
      </FormGroup>
    </DayEditorDialog>
  );
}
