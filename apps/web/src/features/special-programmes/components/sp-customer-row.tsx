import { useState } from 'react';
import { mdiAccountRemoveOutline, mdiRestore } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { DeliveryGroup, SpCustomer } from '@brigade/domain/schemas/special-programmes';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useRemoveSpCustomer, useUpdateSpCustomer, type SpCustomerAction } from '../api/sp-customers.ts';
import { formatChf } from '../../../lib/format.ts';

export interface PickUpPointOption {
  pick_up_point_id: number;
  name: string;
}

/** The delivery select's value: 'a:<address_id>', 'p:<pick_up_point_id>' or '' (not set). */
const placeOf = (c: SpCustomer) =>
  c.address_id !== null ? `a:${c.address_id}` : c.pick_up_point_id !== null ? `p:${c.pick_up_point_id}` : '';

/**
 * A number field that saves when left or on Enter, once per typed value: a field that loses focus while its
 * save runs (it is disabled meanwhile) must not send the same change again with the old version.
 */
function CommitField({
  label,
  value,
  onCommit,
  disabled,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (shown !== value) {
    // The saved value changed (a save, a reset, someone else): show it.
    setShown(value);
    setText(value);
    setSent(null);
  }
  const commit = () => {
    const next = text.trim();
    const same = next === value || (next !== '' && value !== '' && Number(next) === Number(value));
    if (same || next === sent) return;
    setSent(next);
    onCommit(next);
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        setSent(null);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { 'aria-label': label, min: 0, step: 'any' } }}
      sx={{
        width: 84,
        '& input': { MozAppearance: 'textfield' },
        '& input::-webkit-inner-spin-button': { display: 'none' },
      }}
    />
  );
}

/** One customer of a programme, every spec §4 change in place. */
export function SpCustomerRow({
  programmeId,
  customer: c,
  groups,
  pickUpPoints,
}: {
  programmeId: number;
  customer: SpCustomer;
  groups: DeliveryGroup[];
  pickUpPoints: PickUpPointOption[];
}) {
  const { t, i18n } = useTranslation('special-programmes');
  const confirm = useConfirm();
  const update = useUpdateSpCustomer();
  const remove = useRemoveSpCustomer();
  const name = `${c.first_name} ${c.last_name}`;
  const busy = update.isPending || remove.isPending;
  const change = (action: SpCustomerAction, body: Record<string, unknown> = {}) =>
    update.mutate({
      id: programmeId,
      customerId: c.customer_id,
      action,
      body: { ...body, version: c.version },
    });

  const setPlace = (place: string) => {
    const [kind, id] = place.split(':');
    change('delivery', {
      address_id: kind === 'a' ? Number(id) : null,
      pick_up_point_id: kind === 'p' ? Number(id) : null,
      delivery_group_id: c.delivery_group_id,
    });
  };

  const reset = async () => {
    if (!(await confirm({ text: t('customers.resetConfirm', { name }) }))) return;
    update.mutate(
      { id: programmeId, customerId: c.customer_id, action: 'reset', body: { version: c.version } },
      { onSuccess: () => notify(t('customers.resetDone', { name }), 'success') },
    );
  };
  const removeCustomer = async () => {
    if (!(await confirm({ text: t('customers.removeConfirm', { name }), destructive: true }))) return;
    remove.mutate(
      { id: programmeId, customerId: c.customer_id, version: c.version },
      { onSuccess: () => notify(t('customers.removed', { name }), 'success') },
    );
  };

  return (
    <TableRow data-testid={`sp-customer-${c.customer_id}`}>
      <TableCell sx={{ minWidth: 110 }}>{name}</TableCell>
      <TableCell sx={{ width: 210, maxWidth: 210 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={placeOf(c)}
          disabled={busy}
          onChange={(e) => setPlace(e.target.value)}
          slotProps={{
            select: {
              displayEmpty: true,
              SelectDisplayProps: { 'aria-label': t('customers.delivery', { name }) },
            },
          }}
        >
          <MenuItem value="">
            <em>{t('customers.notSet')}</em>
          </MenuItem>
          {c.addresses.map((a) => (
            <MenuItem key={`a${a.address_id}`} value={`a:${a.address_id}`}>
              {a.address}
            </MenuItem>
          ))}
          {pickUpPoints.map((p) => (
            <MenuItem key={`p${p.pick_up_point_id}`} value={`p:${p.pick_up_point_id}`}>
              {t('customers.pickUpAt', { name: p.name })}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ width: 130, maxWidth: 130 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={c.delivery_group_id === null ? '' : String(c.delivery_group_id)}
          disabled={busy}
          onChange={(e) =>
            change('delivery-group', {
              delivery_group_id: e.target.value === '' ? null : Number(e.target.value),
            })
          }
          slotProps={{
            select: {
              displayEmpty: true,
              SelectDisplayProps: { 'aria-label': t('customers.group', { name }) },
            },
          }}
        >
          <MenuItem value="">
            <em>{t('customers.noGroup')}</em>
          </MenuItem>
          {groups.map((g) => (
            <MenuItem key={g.delivery_group_id} value={String(g.delivery_group_id)}>
              {g.delivery_group}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <Switch
          checked={c.is_bexio}
          disabled={busy}
          onChange={(e) => change('accounting', { is_bexio: e.target.checked })}
          slotProps={{ input: { 'aria-label': t('customers.accounting', { name }) } }}
        />
      </TableCell>
      <TableCell>
        <CommitField
          label={t('customers.price', { name })}
          value={c.price_override === null ? '' : String(c.price_override)}
          disabled={busy}
          onCommit={(text) => change('value', { price_override: text === '' ? null : text })}
        />
      </TableCell>
      <TableCell>
        <CommitField
          label={t('customers.orderCount', { name })}
          value={String(c.order_count)}
          disabled={busy}
          onCommit={(text) => change('order-count', { order_count: text === '' ? 0 : text })}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="sp-customer-value">
        {formatChf(c.value, i18n.language)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('customers.reset')}>
          <IconButton
            aria-label={t('customers.resetLabel', { name })}
            onClick={() => void reset()}
            disabled={busy}
          >
            <MdiIcon path={mdiRestore} />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('customers.remove')}>
          <IconButton
            aria-label={t('customers.removeLabel', { name })}
            onClick={() => void removeCustomer()}
            disabled={busy}
          >
            <MdiIcon path={mdiAccountRemoveOutline} />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
