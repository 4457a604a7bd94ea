import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Supplier } from '@brigade/domain/schemas/ingredients';
import { listLimitWarning } from '@brigade/domain/ui/list-limits';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { suppliersApi } from '../api/suppliers.ts';
import { IngredientsTable } from '../components/ingredients-table.tsx';
import { SupplierDialog } from '../components/supplier-dialog.tsx';
import { SuppliersTable } from '../components/suppliers-table.tsx';

type TabKey = 'ingredients' | 'suppliers';

/** Recipes → Ingredients (level 1): the ingredients, and their suppliers in a second tab (?tab=suppliers). */
export default function IngredientsPage() {
  const { t } = useTranslation('ingredients');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'suppliers' ? 'suppliers' : 'ingredients';
  const [supplier, setSupplier] = useState<Supplier | 'new' | null>(null);
  const suppliers = useQuery(suppliersApi.listOptions({ start: 0, length: 1 }));
  const warning = tab === 'suppliers' ? listLimitWarning('suppliers', suppliers.data?.total ?? 0) : null;

  return (
    <>
      <PageToolbar
        onAdd={() => (tab === 'suppliers' ? setSupplier('new') : void navigate(localise('/ingredients/0')))}
        addLabel={tab === 'suppliers' ? t('suppliers.add.title') : t('add.title')}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) =>
            setParams(next === 'suppliers' ? { tab: 'suppliers' } : {}, { replace: true })
          }
          aria-label={t('tabs')}
        >
          <Tab
            value="ingredients"
            label={t('tab.ingredients')}
            id="tab-ingredients"
            aria-controls="panel-ingredients"
          />
          <Tab
            value="suppliers"
            label={t('tab.suppliers')}
            id="tab-suppliers"
            aria-controls="panel-suppliers"
          />
        </Tabs>
      </Box>
      {warning ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translateMessage(warning)}
        </Alert>
      ) : null}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'suppliers' ? (
          <SuppliersTable onEdit={setSupplier} />
        ) : (
          <IngredientsTable onOpen={(row) => void navigate(localise(`/ingredients/${row.ingredient_id}`))} />
        )}
      </div>
      <SupplierDialog supplier={supplier} onClose={() => setSupplier(null)} />
    </>
  );
}
