import { useState, type DragEvent } from 'react';
import { mdiArrowDown, mdiArrowUp, mdiDrag } from '@mdi/js';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NOT_DELIVERED_REASONS } from '@brigade/domain/logistics/tracking-flow';
import type { ConsignmentView } from '@brigade/domain/schemas/logistics';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { StopStatus } from '../model/run-status.ts';
import { formatWindow, recipientOf } from '../model/stop-format.ts';
import { StatusChip } from './status-chip.tsx';

interface StopRowProps {
  stop: ConsignmentView;
  index: number;
  count: number;
  status: StopStatus | undefined;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}

const dragType = 'application/x-brigade-stop';

/** One stop: number, code, who and where, window, bags, instruction, status; moved up, down or dragged. */
export function StopRow({ stop, index, count, status, busy, onMove }: StopRowProps) {
  const { t, i18n } = useTranslation('dispatch');
  const [over, setOver] = useState(false);
  const address = stop.deliveryAddress;
  const name = recipientOf(address);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const from = Number(event.dataTransfer.getData(dragType));
    if (Number.isInteger(from) && from !== index) onMove(from, index);
  };
  // A not-delivered reason is sent as its code; any other detail (who took it) as written.
  const detailText = (detail: string) =>
    (NOT_DELIVERED_REASONS as readonly string[]).includes(detail) ? t(`reason.${detail}`) : detail;
  const statusTitle = status ? formatDateTime(status.at, i18n.language) : undefined;
  return (
    <TableRow
      data-testid="stop-row"
      draggable={!busy}
      onDragStart={(event) => event.dataTransfer.setData(dragType, String(index))}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(dragType)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{ bgcolor: over ? 'action.hover' : undefined, '& td': { verticalAlign: 'top' } }}
    >
      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ display: 'flex', cursor: busy ? 'default' : 'grab', opacity: 0.5 }}>
            <MdiIcon path={mdiDrag} size={0.8} />
          </Box>
          <span data-testid="stop-number">{index + 1}</span>
        </Stack>
      </TableCell>
      <TableCell data-testid="stop-code" sx={{ whiteSpace: 'nowrap' }}>
        {stop.code}
      </TableCell>
      <TableCell data-testid="stop-name">{name}</TableCell>
      <TableCell>
        {address.street}
        {address.co ? `, ${address.co}` : ''}
        <Typography variant="body2" color="text.secondary">
          {address.postcode} {address.city}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatWindow(stop.deliveryTimeFrom, stop.deliveryTimeTo)}
      </TableCell>
      <TableCell align="right">{stop.products.length}</TableCell>
      <TableCell sx={{ minWidth: 140, maxWidth: 240, overflowWrap: 'break-word' }}>
        {address.instruction ?? ''}
      </TableCell>
      <TableCell>
        <StatusChip status={status?.status ?? null} title={statusTitle} />
        {status?.detail ? (
          <Typography variant="body2" color="text.secondary" data-testid="stop-detail">
            {detailText(status.detail)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          aria-label={t('stops.up', { name })}
          disabled={busy || index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <MdiIcon path={mdiArrowUp} size={0.8} />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('stops.down', { name })}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <MdiIcon path={mdiArrowDown} size={0.8} />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
