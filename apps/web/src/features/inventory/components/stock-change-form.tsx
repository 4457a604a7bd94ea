import { useState, type FormEvent } from 'react';
import { messages } from '@brigade/domain/messages/catalogue';
import {
  createInventoryChangeRequest,
  roundQuantity,
  type InventoryItem,
} from '@brigade/domain/schemas/inventory';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/save-error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCreateInventoryChange } from '../api/create-inventory-change.ts';
import { useQuantity, useUnitName } from './use-quantity.ts';

/** Received (+), used (−) or counted on the shelf (=). */
export type ChangeMode = 'add' | 'remove' | 'count';

interface Props {
  item: InventoryItem;
  mode: ChangeMode;
  onDone: () => void;
}

/** The amount typed ('' or not a number → null); a decimal comma is accepted. */
const amountOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/**
 * A quick stock change under an item's row: one amount and an optional note. The stock shown changes once the
 * server confirms; a change that would take it below zero is refused there (422) and shown here.
 */
export function StockChangeForm({ item, mode, onDone }: Props) {
  const { t } = useTranslation('inventory');
  const { t: common } = useTranslation('common');
  const quantity = useQuantity();
  const unitName = useUnitName();
  const change = useCreateInventoryChange();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const value = amountOf(amount);
  const after =
    value === null
      ? null
      : mode === 'count'
        ? value
        : roundQuantity(item.quantity + (mode === 'add' ? value : -value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // + and − take a positive amount; the sign comes from the button.
    if (value === null || (mode !== 'count' && value <= 0)) {
      setFieldError(mode === 'count' ? messages.inventoryQuantityInvalid : messages.inventoryDeltaInvalid);
      return;
    }
    const body =
      mode === 'count' ? { countedQuantity: value, note } : { delta: mode === 'add' ? value : -value, note };
    const checked = createInventoryChangeRequest.safeParse(body);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? messages.invalidValue);
      return;
    }
    setFieldError(null);
    change.mutate(
      { itemId: item.inventoryGroupItemId, ...body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.details) setFieldError(Object.values(error.details)[0] ?? null);
        },
      },
    );
  };

  const label = t(`change.${mode}`, { unit: unitName(item.unit) });
  const hint =
    after !== null && after >= 0 ? t('change.after', { quantity: quantity(after, item.unit) }) : ' ';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t(`action.${mode}`, { name: item.name })}
      sx={{ pt: 1 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={label}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          autoFocus
          error={fieldError !== null}
          helperText={fieldError ? translateMessage(fieldError) : hint}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { sm: 200 } }}
        />
        <TextField
          size="small"
          label={t('change.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1}>
          <Button onClick={onDone} disabled={change.isPending}>
            {common('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('change.save')}
          </Button>
        </Stack>
      </Stack>
      <SaveErrorAlert error={change.error} sx={{ mt: 1 }} />
    </Box>
  );
}
