import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { CustomersTable } from '../components/customers-table.tsx';

/** Customers → List (level 0): the green add button goes to a new customer (/customers/0); a row opens one. */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  return (
    <>
      <PageToolbar onAdd={() => void navigate(localise('/customers/0'))} addLabel={t('list.add')} />
      <CustomersTable onOpen={(row) => void navigate(localise(`/customers/${row.customer_id}`))} />
    </>
  );
}
