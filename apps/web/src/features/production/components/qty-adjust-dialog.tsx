import { z } from 'zod';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ProductionSlot } from '@brigade/domain/schemas/production';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { usePutQtyAdjust } from '../api/put-qty-adjust.ts';

// The field holds text; the server's putQtyAdjustRequest checks the number's range again.
const form = z.object({
  qty_adjust: z
    .string()
    .trim()
    .regex(/^-?\d{1,5}$/, { error: messages.invalidValue }),
});

interface Props {
  date: string;
  slot: ProductionSlot | null;
  onClose: () => void;
}

/** 'Adjust daily meal quantity': portions added to (or taken from) the orders' count of a meal. */
export function QtyAdjustDialog({ date, slot, onClose }: Props) {
  const { t } = useTranslation('production');
  const save = usePutQtyAdjust();
  return (
    <FormDialog
      open={slot !== null}
      title={t('qty.title')}
      schema={form}
      defaultValues={{ qty_adjust: String(slot?.qty_adjust ?? 0) }}
      onSubmit={({ qty_adjust }) =>
        slot
          ? save.mutateAsync({ date, slot: slot.slot, qty_adjust: Number(qty_adjust), version: slot.version })
          : Promise.resolve()
      }
      onClose={onClose}
    >
      {(f) => (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {slot ? t('qty.of', { meal: t(`slot.${slot.slot}`), recipe: slot.name }) : null}
          </Typography>
          <FormTextField
            control={f.control}
            name="qty_adjust"
            label={t('qty.field')}
            hint={t('qty.hint')}
            inputMode="numeric"
            autoFocus
          />
        </>
      )}
    </FormDialog>
  );
}
