import { useCallback, useState } from 'react';
import type { Allergen } from '@brigade/domain/schemas/allergens';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { AddAllergenDialog } from '../components/add-allergen-dialog.tsx';
import { AddBlockDialog } from '../components/add-block-dialog.tsx';
import { AllergenBlocksTable } from '../components/allergen-blocks-table.tsx';
import { AllergensTable } from '../components/allergens-table.tsx';
import { EditAllergenDialog } from '../components/edit-allergen-dialog.tsx';

type TabKey = 'allergens' | 'blocks';

/** Controls → Allergens & Dislikes (level 0): allergens, and the blocked matches in a second tab (?tab=blocks). */
export default function AllergensPage() {
  const { t } = useTranslation('allergens');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'blocks' ? 'blocks' : 'allergens';
  const [adding, setAdding] = useState<TabKey | null>(null);
  const [editing, setEditing] = useState<Allergen | null>(null);
  const edit = useCallback((allergen: Allergen) => setEditing(allergen), []);

  return (
    <>
      <PageToolbar
        onAdd={() => setAdding(tab)}
        addLabel={tab === 'blocks' ? t('blocks.add.title') : t('add.title')}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) =>
            setParams(next === 'blocks' ? { tab: 'blocks' } : {}, { replace: true })
          }
          aria-label={t('tabs')}
        >
          <Tab
            value="allergens"
            label={t('tab.allergens')}
            id="tab-allergens"
            aria-controls="panel-allergens"
          />
          <Tab value="blocks" label={t('tab.blocks')} id="tab-blocks" aria-controls="panel-blocks" />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'blocks' ? <AllergenBlocksTable /> : <AllergensTable onEdit={edit} />}
      </div>
      <AddAllergenDialog open={adding === 'allergens'} onClose={() => setAdding(null)} />
      <AddBlockDialog open={adding === 'blocks'} onClose={() => setAdding(null)} />
      <EditAllergenDialog allergen={editing} onClose={() => setEditing(null)} />
    </>
  );
}
