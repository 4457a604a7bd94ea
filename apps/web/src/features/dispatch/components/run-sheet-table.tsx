import Box from '@mui/material/Box';
import type { ConsignmentView } from '@brigade/domain/schemas/logistics';
import { useTranslation } from 'react-i18next';
import { formatWindow, recipientOf } from '../model/stop-format.ts';

const cell = {
  border: '1px solid #999',
  padding: '4px 6px',
  verticalAlign: 'top',
  textAlign: 'left',
} as const;

/** The printed stops: plain table lines (no MUI table: it prints with the screen's paddings and colours). */
export function RunSheetTable({ stops }: { stops: readonly ConsignmentView[] }) {
  const { t } = useTranslation('dispatch');
  return (
    <Box
      component="table"
      aria-label={t('sheet.stops')}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& th': { ...cell, bgcolor: 'grey.100', fontWeight: 600 },
        '& td': cell,
        '& tr': { breakInside: 'avoid' },
      }}
    >
      <thead>
        <tr>
          <th style={{ width: '5%' }}>{t('stops.column.number')}</th>
          <th style={{ width: '31%' }}>{t('sheet.recipient')}</th>
          <th style={{ width: '12%' }}>{t('stops.column.window')}</th>
          <th style={{ width: '6%' }}>{t('stops.column.bags')}</th>
          <th style={{ width: '26%' }}>{t('stops.column.instruction')}</th>
          <th style={{ width: '20%' }}>{t('sheet.signature')}</th>
        </tr>
      </thead>
      <tbody>
        {stops.map((stop, index) => {
          const address = stop.deliveryAddress;
          return (
            <tr key={stop.code} data-testid="run-sheet-stop">
              <td>
                <strong>{index + 1}</strong>
              </td>
              <td>
                <strong>{recipientOf(address)}</strong>
                <br />
                {address.street}
                {address.co ? `, ${address.co}` : ''}, {address.postcode} {address.city}
                {address.phone ? (
                  <>
                    <br />
                    {address.phone}
                  </>
                ) : null}
                <br />
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '8pt' }}>
                  {stop.code}
                </Box>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {formatWindow(stop.deliveryTimeFrom, stop.deliveryTimeTo)}
              </td>
              <td style={{ textAlign: 'right' }}>{stop.products.length}</td>
              <td style={{ overflowWrap: 'break-word' }}>{address.instruction ?? ''}</td>
              <td style={{ height: '12mm' }} />
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
