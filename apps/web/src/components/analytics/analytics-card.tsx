import { mdiDownload, mdiFileExcel } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../lib/api-client.ts';
import { MdiIcon } from '../mdi-icon.tsx';
import type { AnalyticsQuery } from './use-analytics-params.ts';

/** A column of an analytics table: its heading and how a row shows in it. */
export interface AnalyticsColumn<Row> {
  key: string;
  label: string;
  /** Numbers right-aligned (the default for `numeric`). */
  numeric?: boolean;
  value: (row: Row) => ReactNode;
}

interface AnalyticsCardProps<Row> {
  title: string;
  /** The chart above the table (MUI X Charts); left out when there are no rows. */
  chart?: ReactNode;
  columns: readonly AnalyticsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The table's API path (`/analytics/customers/weekly`): its downloads are `path/export.csv|xlsx`. */
  exportPath: string;
  /** The screen's range and filters: the downloads carry the same query. */
  query: AnalyticsQuery;
  /** What the card says instead of chart and table when there are no rows. */
  emptyMessage: string;
  /** Shown under the title (a definition of the figures). */
  caption?: string;
  /** The test id of the card (the table's is `${testId}-table`). */
  testId: string;
}

/**
 * A card of an analytics screen: a title, a chart, its table below and 'Export CSV' / 'Export .xlsx' of the
 * rows shown (the server makes the file from the same query); an empty state when there are no rows.
 */
export function AnalyticsCard<Row>(props: AnalyticsCardProps<Row>) {
  const { t } = useTranslation('analytics');
  const { title, chart, columns, rows, rowKey, exportPath, query, emptyMessage, caption, testId } = props;
  const href = (format: 'csv' | 'xlsx') => apiUrl(`${exportPath}/export.${format}`, { ...query });
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={testId} component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {rows.length > 0 ? (
            <>
              <Button
                size="small"
                href={href('csv')}
                download
                startIcon={<MdiIcon path={mdiDownload} size={0.8} />}
              >
                {t('card.exportCsv')}
              </Button>
              <Button
                size="small"
                href={href('xlsx')}
                download
                startIcon={<MdiIcon path={mdiFileExcel} size={0.8} />}
              >
                {t('card.exportXlsx')}
              </Button>
            </>
          ) : null}
        </Stack>
        {caption ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {caption}
          </Typography>
        ) : null}
        {rows.length === 0 ? (
          <Alert severity="info">{emptyMessage}</Alert>
        ) : (
          <>
            {chart ? (
              <Box role="figure" aria-label={title} data-testid={`${testId}-chart`} sx={{ mb: 2 }}>
                {chart}
              </Box>
            ) : null}
            <AnalyticsTable columns={columns} rows={rows} rowKey={rowKey} label={title} testId={testId} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AnalyticsTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  testId,
}: Pick<AnalyticsCardProps<Row>, 'columns' | 'rows' | 'rowKey' | 'testId'> & { label: string }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={label} data-testid={`${testId}-table`}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
