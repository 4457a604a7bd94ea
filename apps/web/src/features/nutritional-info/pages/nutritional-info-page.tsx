import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useNutritionalInfo } from '../api/get-nutritional-info.ts';
import { EntryDetail } from '../components/entry-detail.tsx';
import { EntryDialog } from '../components/entry-dialog.tsx';
import { NutritionalInfoTable } from '../components/nutritional-info-table.tsx';

/**
 * Tools → Nutritional Info, /nutritional-info-list/{id}: 0 (from the drawer) is the list with '+', another id
 * opens that entry.
 */
export default function NutritionalInfoPage() {
  const id = Number(useParams().id);
  const { t } = useTranslation('nutritional-info');
  const localise = useLocalisePath();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const open = (entryId: number) => void navigate(localise(`/nutritional-info-list/${entryId}`));

  if (!Number.isInteger(id) || id < 0) return <Alert severity="error">{t('notFound')}</Alert>;
  if (id > 0) return <Entry id={id} />;
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('dialog.addTitle')} />
      <NutritionalInfoTable onOpen={(entry) => open(entry.nutritional_info_id)} />
      <EntryDialog
        entry={null}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => open(saved.nutritional_info_id)}
      />
    </>
  );
}

function Entry({ id }: { id: number }) {
  const { t } = useTranslation('nutritional-info');
  const entry = useNutritionalInfo(id);
  if (entry.isError) return <Alert severity="error">{t('notFound')}</Alert>;
  if (!entry.data) return <CircularProgress aria-label={t('loading')} />;
  return <EntryDetail key={entry.data.version} entry={entry.data} />;
}
