import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { AddSpecialProgrammeDialog } from '../components/add-special-programme-dialog.tsx';
import { SpecialProgrammesTable } from '../components/special-programmes-table.tsx';

/** Customers → Special programmes (level 0): the list, and the add dialog behind the green button. */
export default function SpecialProgrammesPage() {
  const { t } = useTranslation('special-programmes');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <SpecialProgrammesTable />
      <AddSpecialProgrammeDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
