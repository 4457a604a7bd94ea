import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mdiTableEdit } from '@mdi/js';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Postcode } from '@brigade/domain/schemas/postcodes';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { zoneGroupsOptions } from '../api/postcode-extras.ts';
import { BulkZonesDialog } from '../components/bulk-zones-dialog.tsx';
import { CourierLookup } from '../components/courier-lookup.tsx';
import { PostcodeDialog } from '../components/postcode-dialog.tsx';
import { PostcodesTable } from '../components/postcodes-table.tsx';

/** Controls → Postcodes & Prices (level 0): postcodes by zone (UNKNOWN for none), bulk zone update, lookup. */
export default function PostcodesPage() {
  const { t } = useTranslation('delivery');
  const [postcode, setPostcode] = useState<Postcode | 'new' | null>(null);
  const [bulk, setBulk] = useState(false);
  const [zoneId, setZoneId] = useState<number | undefined>(undefined);
  const groups = useQuery(zoneGroupsOptions());
  const edit = useCallback((p: Postcode) => setPostcode(p), []);
  return (
    <>
      <PageToolbar onAdd={() => setPostcode('new')} addLabel={t('postcodes.add.title')}>
        <Button
          color="inherit"
          startIcon={<MdiIcon path={mdiTableEdit} size={0.8} />}
          onClick={() => setBulk(true)}
        >
          {t('postcodes.bulk.open')}
        </Button>
      </PageToolbar>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('postcodes.zones')}</Typography>
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 0.5 }}
              role="list"
              aria-label={t('postcodes.zones')}
            >
              <Chip
                role="listitem"
                label={t('postcodes.allZones')}
                color={zoneId === undefined ? 'primary' : 'default'}
                onClick={() => setZoneId(undefined)}
              />
              {(groups.data?.groups ?? []).map((g) => (
                <Chip
                  role="listitem"
                  key={g.postcode_zone_id}
                  label={`${g.zone} · ${g.price_chf === null ? '' : `CHF ${g.price_chf.toFixed(2)} · `}${g.postcode_count}`}
                  color={
                    zoneId === g.postcode_zone_id
                      ? 'primary'
                      : g.postcode_zone_id === -1
                        ? 'warning'
                        : 'default'
                  }
                  onClick={() => setZoneId(g.postcode_zone_id)}
                />
              ))}
            </Stack>
          </Stack>
          <CourierLookup />
        </Stack>
      </Paper>
      <PostcodesTable zoneId={zoneId} onEdit={edit} />
      <PostcodeDialog postcode={postcode} onClose={() => setPostcode(null)} />
      <BulkZonesDialog open={bulk} onClose={() => setBulk(false)} />
    </>
  );
}
