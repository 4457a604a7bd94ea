import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { mdiDownload } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../lib/list.ts';
import { MdiIcon } from './mdi-icon.tsx';

/**
 * The address of a list's export with the list's current search and sort (the server sends an attachment).
 * `url` may carry the list's own filters already (`/api/v1/discounts/export?redeemed=true`).
 */
export function exportHref(
  url: string,
  format: 'csv' | 'xlsx',
  params: Omit<ListParams, 'start' | 'length'>,
) {
  const [path, filters] = url.split('?');
  const query = new URLSearchParams(filters);
  query.set('format', format);
  if (params.q) query.set('q', params.q);
  if (params.sort_by) query.set('sort_by', params.sort_by);
  if (params.sort_dir) query.set('sort_dir', params.sort_dir);
  return `${path}?${query.toString()}`;
}

/** Lists export as CSV and .xlsx, with what the list shows (search and sort; ADR 010). */
export function ExportButtons({
  url,
  params,
}: {
  url: string;
  params: Omit<ListParams, 'start' | 'length'>;
}) {
  const { t } = useTranslation('common');
  return (
    <ButtonGroup size="small" variant="outlined" aria-label={t('table.export')}>
      <Button
        href={exportHref(url, 'csv', params)}
        download
        startIcon={<MdiIcon path={mdiDownload} size={0.8} />}
      >
        CSV
      </Button>
      <Button href={exportHref(url, 'xlsx', params)} download>
        Excel
      </Button>
    </ButtonGroup>
  );
}
