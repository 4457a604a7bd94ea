import { Controller, useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiMinus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QUANTITY_UNITS } from '@brigade/domain/nutrition/unit-conversion';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useIngredientSpecs } from '../api/get-ingredient-specs.ts';
import { IngredientAutocomplete } from './ingredient-autocomplete.tsx';
import { AddEntryButton } from './list-buttons.tsx';
import { emptyLine, type RecipeFormValues } from './recipe-values.ts';

type Props = { control: Control<RecipeFormValues>; setValue: UseFormSetValue<RecipeFormValues> };

/** The ingredient lines of one portion: order, ingredient, quantity, unit, layer, supplier spec, texts. */
export function RecipeLines({ control, setValue }: Props) {
  const { t } = useTranslation('recipes');
  const lines = useFieldArray({ control, name: 'lines', keyName: 'fieldKey' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {lines.fields.length === 0 ? <Typography color="text.secondary">{t('line.none')}</Typography> : null}
      {lines.fields.map((field, index) => (
        <Box key={field.fieldKey}>
          <LineRow
            control={control}
            setValue={setValue}
            index={index}
            count={lines.fields.length}
            onMove={(to) => lines.move(index, to)}
            onRemove={() => lines.remove(index)}
          />
          <Controller
            control={control}
            name={`lines.${index}.separator_after`}
            render={({ field: separator }) =>
              separator.value ? (
                <Divider
                  textAlign="left"
                  sx={{ my: 1, borderStyle: 'dashed' }}
                  role="separator"
                  aria-label={t('line.separator')}
                >
                  <Button size="small" onClick={() => separator.onChange(false)}>
                    {t('line.removeSeparator')}
                  </Button>
                </Divider>
              ) : (
                <Divider sx={{ my: 0.5, opacity: 0.4 }} />
              )
            }
          />
        </Box>
      ))}
      <Box>
        <AddEntryButton label={t('line.add')} onClick={() => lines.append(emptyLine())} />
      </Box>
    </Box>
  );
}

function LineRow({
  control,
  setValue,
  index,
  count,
  onMove,
  onRemove,
}: Props & { index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('recipes');
  const layers = useWatch({ control, name: 'layers' });
  const ingredientId = useWatch({ control, name: `lines.${index}.ingredient_id` });
  const specs = useIngredientSpecs(ingredientId);
  const [name, nameDe] = useWatch({
    control,
    name: [`lines.${index}.ingredient_name`, `lines.${index}.ingredient_name_de`],
  });
  const n = index + 1;
  const row = { control, index };
  const units = QUANTITY_UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }));
  const layerOptions = [
    { value: '', label: t('line.noLayer') },
    ...layers.map((l) => ({ value: l.key, label: l.name || t('layer.unnamed') })),
  ];
  const specOptions = [
    { value: '', label: t('line.noSpec') },
    ...(specs.data?.specs ?? []).map((s) => ({
      value: s.ingredient_spec_suppliers_id,
      label: `${s.supplier_name} ${s.pack_size} ${s.pack_unit}${s.article_number ? ` (${s.article_number})` : ''}`,
    })),
  ];
  return (
    <Box
      role="group"
      aria-label={t('line.label', { n })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <Typography sx={{ width: 24, pt: 1, color: 'text.secondary' }}>{n}</Typography>
      <Controller
        control={control}
        name={`lines.${index}.ingredient_id`}
        render={({ field, fieldState }) => (
          <IngredientAutocomplete
            label={t('line.ingredient')}
            value={field.value === null ? null : { ingredient_id: field.value, name, name_de: nameDe }}
            error={fieldState.error?.message}
            onChange={(next) => {
              setValue(`lines.${index}.ingredient_name`, next?.name ?? '');
              setValue(`lines.${index}.ingredient_name_de`, next?.name_de ?? '');
              setValue(`lines.${index}.ingredient_spec_suppliers_id`, '');
              field.onChange(next?.ingredient_id ?? null);
            }}
          />
        )}
      />
      <LineInput {...row} field="quantity" label={t('line.quantity')} width={100} inputMode="decimal" />
      <LineInput {...row} field="unit" label={t('line.unit')} width={100} options={units} />
      <LineInput {...row} field="layer_key" label={t('line.layer')} width={140} options={layerOptions} />
      <LineInput
        {...row}
        field="ingredient_spec_suppliers_id"
        label={t('line.spec')}
        width={180}
        options={specOptions}
      />
      <LineInput {...row} field="directions" label={t('line.directions')} width={180} />
      <LineInput {...row} field="client_facing_name" label={t('line.clientFacingName')} width={160} />
      <LineTools
        first={index === 0}
        last={index === count - 1}
        onMove={(step) => onMove(index + step)}
        onSeparator={() => setValue(`lines.${index}.separator_after`, true)}
        onRemove={onRemove}
      />
    </Box>
  );
}

/** Move a line up or down, draw a separator after it, remove it. */
function LineTools({
  first,
  last,
  onMove,
  onSeparator,
  onRemove,
}: {
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onSeparator: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('recipes');
  return (
    <Box sx={{ display: 'flex' }}>
      <Tooltip title={t('line.up')}>
        <span>
          <IconButton aria-label={t('line.up')} size="small" disabled={first} onClick={() => onMove(-1)}>
            <MdiIcon path={mdiArrowUp} size={0.8} />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('line.down')}>
        <span>
          <IconButton aria-label={t('line.down')} size="small" disabled={last} onClick={() => onMove(1)}>
            <MdiIcon path={mdiArrowDown} size={0.8} />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('line.addSeparator')}>
        <IconButton aria-label={t('line.addSeparator')} size="small" onClick={onSeparator}>
          <MdiIcon path={mdiMinus} size={0.8} />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('line.remove')}>
        <IconButton aria-label={t('line.remove')} size="small" color="error" onClick={onRemove}>
          <MdiIcon path={mdiDeleteOutline} size={0.8} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

type LineField =
  'quantity' | 'directions' | 'client_facing_name' | 'unit' | 'layer_key' | 'ingredient_spec_suppliers_id';

/** A field of line `index`. */
interface LineFieldProps {
  control: Control<RecipeFormValues>;
  index: number;
  field: LineField;
  label: string;
  width: number;
}

/** A field of line `index`: a text, or a select of `options` (none chosen while its value is not one of them). */
function LineInput(
  props: LineFieldProps & { inputMode?: 'decimal'; options?: { value: string | number; label: string }[] },
) {
  const { control, index, field: key, label, width, inputMode, options } = props;
  return (
    <Controller
      control={control}
      name={`lines.${index}.${key}`}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const shared = {
          ...field,
          label,
          error: Boolean(fieldState.error),
          helperText: message ? translateMessage(message) : undefined,
        };
        return options ? (
          <TextField
            {...shared}
            select
            value={options.some((o) => o.value === field.value) ? field.value : ''}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width }}
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            {...shared}
            value={field.value ?? ''}
            size="small"
            slotProps={{ htmlInput: inputMode ? { inputMode } : undefined }}
            sx={{ width, flexGrow: 1 }}
          />
        );
      }}
    />
  );
}
