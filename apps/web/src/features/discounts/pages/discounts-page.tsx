import { useCallback, useState } from 'react';
import type { Discount } from '@brigade/domain/schemas/discounts';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { AddDiscountDialog } from '../components/add-discount-dialog.tsx';
import { DiscountsTable } from '../components/discounts-table.tsx';
import { EditDiscountDialog } from '../components/edit-discount-dialog.tsx';
import { FindCode } from '../components/find-code.tsx';

/** Controls → Discount codes (level 0): percent or fixed CHF codes of the booking funnel. */
export default function DiscountsPage() {
  const { t } = useTranslation('discounts');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Discount | null>(null);
  const edit = useCallback((d: Discount) => setEditing(d), []);
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <FindCode onFound={edit} />
      <DiscountsTable onEdit={edit} />
      <AddDiscountDialog open={adding} onClose={() => setAdding(false)} />
      <EditDiscountDialog discount={editing} onClose={() => setEditing(null)} />
    </>
  );
}
