import { useCallback, useState } from 'react';
import type { PostcodeZoneDto } from '@brigade/domain/schemas/delivery';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { ZoneDialog } from '../components/zone-dialog.tsx';
import { ZonesTable } from '../components/zones-table.tsx';

/** /delivery-zones (level 0): postcode zones with price, delivery types and default courier. */
export default function DeliveryZonesPage() {
  const { t } = useTranslation('delivery');
  const [zone, setZone] = useState<PostcodeZoneDto | 'new' | null>(null);
  const edit = useCallback((z: PostcodeZoneDto) => setZone(z), []);
  return (
    <>
      <PageToolbar onAdd={() => setZone('new')} addLabel={t('zones.add.title')} />
      <ZonesTable onEdit={edit} />
      <ZoneDialog zone={zone} onClose={() => setZone(null)} />
    </>
  );
}
