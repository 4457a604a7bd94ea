import {
  PRODUCTION_STAGES,
  type ProductionSlot,
  type ProductionStage,
} from '@brigade/domain/schemas/production';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useStageControl } from './use-stage-control.ts';

interface Props {
  date: string;
  slot: ProductionSlot;
  /** The meal's name for screen readers ('Lunch'), since every row has a stage and a done box. */
  mealLabel: string;
}

/** A meal's production stage and done mark (ADR 045): disabled while the server has not answered. */
export function StageControl({ date, slot, mealLabel }: Props) {
  const { t } = useTranslation('production');
  const { pending, update } = useStageControl(date, slot);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} aria-busy={pending}>
      <TextField
        select
        size="small"
        value={slot.production_stage}
        disabled={pending}
        onChange={(event) => update({ production_stage: event.target.value as ProductionStage })}
        // No visible label (the column says 'Stage'); the name says which meal, as every row has one.
        slotProps={{ select: { inputProps: { 'aria-label': t('stage.of', { meal: mealLabel }) } } }}
        sx={{ width: 148 }}
      >
        {PRODUCTION_STAGES.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {t(`stage.${stage}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          label={t('stage.done')}
          sx={{ mr: 0 }}
          control={
            <Checkbox
              checked={slot.is_done}
              disabled={pending}
              color="success"
              onChange={(event) => update({ is_done: event.target.checked })}
              slotProps={{ input: { 'aria-label': t('stage.doneOf', { meal: mealLabel }) } }}
            />
          }
        />
        {pending ? <CircularProgress size={16} aria-label={t('stage.saving')} /> : null}
      </Stack>
    </Stack>
  );
}
