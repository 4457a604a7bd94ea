import { useCallback, useState } from 'react';
import type { Courier, DeliveryType } from '@brigade/domain/schemas/delivery';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { CourierDialog } from '../components/courier-dialog.tsx';
import { CouriersTable } from '../components/couriers-table.tsx';
import { DeliveryTypesTable } from '../components/delivery-types-table.tsx';

type TabKey = 'types' | 'couriers';

/** Controls → Delivery Types (level 0): delivery types, and the couriers they use in a second tab (?tab=couriers). */
export default function DeliveryTypesPage() {
  const { t } = useTranslation('delivery');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'couriers' ? 'couriers' : 'types';
  const [courier, setCourier] = useState<Courier | 'new' | null>(null);
  const editType = useCallback(
    (type: DeliveryType) => void navigate(localise(`/delivery_types/${type.delivery_type_id}`)),
    [navigate, localise],
  );
  const editCourier = useCallback((c: Courier) => setCourier(c), []);

  return (
    <>
      <PageToolbar
        onAdd={() => (tab === 'couriers' ? setCourier('new') : void navigate(localise('/delivery_types/0')))}
        addLabel={tab === 'couriers' ? t('couriers.add.title') : t('types.add.title')}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) =>
            setParams(next === 'couriers' ? { tab: 'couriers' } : {}, { replace: true })
          }
          aria-label={t('tabs')}
        >
          <Tab value="types" label={t('tab.types')} id="tab-types" aria-controls="panel-types" />
          <Tab value="couriers" label={t('tab.couriers')} id="tab-couriers" aria-controls="panel-couriers" />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'couriers' ? (
          <CouriersTable onEdit={editCourier} />
        ) : (
          <DeliveryTypesTable onEdit={editType} />
        )}
      </div>
      <CourierDialog courier={courier} onClose={() => setCourier(null)} />
    </>
  );
}
