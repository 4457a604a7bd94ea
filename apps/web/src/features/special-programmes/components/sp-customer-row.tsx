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
import { CommitField } from './commit-field.tsx';

interface PickUpPointOption {
  pick_up_point_id: number;
  name: string;
}

type Change = (action: SpCustomerAction, body?: Record<string, unknown>) => void;

/** The delivery select's value: 'a:<address_id>', 'p:<pick_up_point_id>' or '' (not set). */
const placeOf = (c: SpCustomer) =>
  c.address_id !== null ? `a:${c.address_id}` : c.pick_up_point_id !== null ? `p:${c.pick_up_point_id}` : '';

/**
 * One customer of a programme, every change in place: where the orders go (an address or a pick-up point),
 * the delivery group, accounting, the price and the order count; reset to the programme's values, or remove.
 */
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
  const { name, busy, change, reset, removeCustomer } = useSpCustomerActions(programmeId, c);

  return (
    <TableRow data-testid={`sp-customer-${c.customer_id}`}>
      <TableCell sx={{ minWidth: 110 }}>{name}</TableCell>
      <TableCell sx={{ width: 210, maxWidth: 210 }}>
        <PlaceSelect customer={c} name={name} pickUpPoints={pickUpPoints} busy={busy} change={change} />
      </TableCell>
      <TableCell sx={{ width: 130, maxWidth: 130 }}>
        <GroupSelect customer={c} name={name} groups={groups} busy={busy} change={change} />
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
        <RowTools name={name} busy={busy} onReset={reset} onRemove={removeCustomer} />
      </TableCell>
    </TableRow>
  );
}

interface CellProps {
  customer: SpCustomer;
  /** The customer's name, for the field's label. */
  name: string;
  busy: boolean;
  change: Change;
}

/** Where the customer's orders go: one of the customer's addresses or a pick-up point. */
function PlaceSelect({
  customer: c,
  name,
  pickUpPoints,
  busy,
  change,
}: CellProps & { pickUpPoints: PickUpPointOption[] }) {
  const { t } = useTranslation('special-programmes');
  const setPlace = (place: string) => {
    const [kind, id] = place.split(':');
    change('delivery', {
      address_id: kind === 'a' ? Number(id) : null,
      pick_up_point_id: kind === 'p' ? Number(id) : null,
      delivery_group_id: c.delivery_group_id,
    });
  };
  return (
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
  );
}

function GroupSelect({ customer: c, name, groups, busy, change }: CellProps & { groups: DeliveryGroup[] }) {
  const { t } = useTranslation('special-programmes');
  return (
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
  );
}

/** Reset the customer to the programme's values, or remove the customer. */
function RowTools({
  name,
  busy,
  onReset,
  onRemove,
}: {
  name: string;
  busy: boolean;
  onReset: () => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation('special-programmes');
  return (
    <>
      <Tooltip title={t('customers.reset')}>
        <IconButton
          aria-label={t('customers.resetLabel', { name })}
          onClick={() => void onReset()}
          disabled={busy}
        >
          <MdiIcon path={mdiRestore} />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('customers.remove')}>
        <IconButton
          aria-label={t('customers.removeLabel', { name })}
          onClick={() => void onRemove()}
          disabled={busy}
        >
          <MdiIcon path={mdiAccountRemoveOutline} />
        </IconButton>
      </Tooltip>
    </>
  );
}

/**
 * The row's changes, each under the version read; reset and remove after confirmation. While one runs
 * (`busy`) the row's fields wait.
 */
function useSpCustomerActions(programmeId: number, c: SpCustomer) {
  const { t } = useTranslation('special-programmes');
  const confirm = useConfirm();
  const update = useUpdateSpCustomer();
  const remove = useRemoveSpCustomer();
  const name = `${c.first_name} ${c.last_name}`;
  const change: Change = (action, body = {}) =>
    update.mutate({
      id: programmeId,
      customerId: c.customer_id,
      action,
      body: { ...body, version: c.version },
    });
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
  return { name, busy: update.isPending || remove.isPending, change, reset, removeCustomer };
}
