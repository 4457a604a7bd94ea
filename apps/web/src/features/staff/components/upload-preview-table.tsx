import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HoursUploadPreview } from '@brigade/domain/schemas/staff';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';

const statusColor = { new: 'success', update: 'warning', unchanged: 'default', error: 'error' } as const;

/** 'Unable to find id for X.' carries a name: translated by its pattern, the rest through the catalogue. */
function problemText(text: string, unknownName: (name: string) => string): string {
  const unknown = /^Unable to find id for (.+)\.$/.exec(text);
  return unknown ? unknownName(unknown[1]!) : translateMessage(text);
}

/** Every row of the file as written, what saving does with it, and its problems. */
export function UploadPreviewTable({ preview }: { preview: HoursUploadPreview }) {
  const { t } = useTranslation('staff');
  return (
    <TableContainer sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label={t('upload.previewLabel')} data-testid="upload-preview">
        <TableHead>
          <TableRow>
            {['line', 'date', 'mins', 'chf', 'name', 'is_am', 'status', 'problems'].map((c) => (
              <TableCell key={c}>{t(`upload.col.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((r) => (
            <TableRow key={r.line} data-testid={`upload-row-${r.status}`} selected={r.status === 'error'}>
              <TableCell>{r.line}</TableCell>
              {r.cells.slice(0, 5).map((c, i) => (
                <TableCell key={i}>{c}</TableCell>
              ))}
              {Array.from({ length: Math.max(0, 5 - r.cells.length) }, (_, i) => (
                <TableCell key={`blank${i}`} />
              ))}
              <TableCell>
                <Chip size="small" color={statusColor[r.status]} label={t(`upload.status.${r.status}`)} />
              </TableCell>
              <TableCell sx={{ color: 'error.main' }}>
                {r.errors.map((e) => problemText(e, (name) => t('upload.unknownName', { name }))).join(' ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
