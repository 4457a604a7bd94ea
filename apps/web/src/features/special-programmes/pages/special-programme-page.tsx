import { mdiArrowLeft, mdiDeleteOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useDeleteSpecialProgramme } from '../api/delete-special-programme.ts';
import { useSpecialProgramme } from '../api/get-special-programme.ts';
import type { CustomerPicker } from '../../../components/customer-picker.ts';
import { AddSpCustomer } from '../components/add-sp-customer.tsx';
import { DeliveryGroupsPanel } from '../components/delivery-groups-panel.tsx';
import { ProgrammeHeader } from '../components/programme-header.tsx';
import { SpCustomersTable } from '../components/sp-customers-table.tsx';

/**
 * /customers/special-programmes/{id}: the programme (editable header with totals), its customers with
 * every change in place, and its delivery groups. The customer search comes from the app (`CustomerPicker`).
 */
export default function SpecialProgrammePage({ CustomerPicker }: { CustomerPicker: CustomerPicker }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { t } = useTranslation('special-programmes');
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const confirm = useConfirm();
  const remove = useDeleteSpecialProgramme();
  const query = useSpecialProgramme(Number.isInteger(id) ? id : 0);
  const back = (
    <Button
      component={RouterLink}
      to={localise('/customers/special-programmes')}
      startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
    >
      {t('back')}
    </Button>
  );
  if (!Number.isInteger(id) || id <= 0 || query.isError) {
    // A failed call already reads 'Unable to get special programme {id}. <reason>' (the API client, ADR 076).
    const text = query.error?.message ?? `${t('loadError', { id: idParam })} ${t('notFound')}`;
    return (
      <>
        {back}
        <Alert severity="error" sx={{ mt: 2 }}>
          {text}
        </Alert>
      </>
    );
  }
  const programme = query.data;
  if (!programme) return <CircularProgress aria-label="loading" />;

  const deleteProgramme = async () => {
    if (!(await confirm({ text: t('delete.confirm', { name: programme.name }), destructive: true }))) return;
    remove.mutate(
      { id, version: programme.version },
      {
        onSuccess: () => {
          notify(t('delete.done', { name: programme.name }), 'success');
          void navigate(localise('/customers/special-programmes'));
        },
      },
    );
  };

  return (
    <>
      <PageToolbar>
        <Button
          color="inherit"
          startIcon={<MdiIcon path={mdiDeleteOutline} size={0.8} />}
          onClick={() => void deleteProgramme()}
        >
          {t('action.delete')}
        </Button>
      </PageToolbar>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
        {back}
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {programme.name}
        </Typography>
      </Stack>
      <ProgrammeHeader key={`${programme.special_programme_id}-${programme.version}`} programme={programme} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('customers.title')}
      </Typography>
      <AddSpCustomer programmeId={id} Picker={CustomerPicker} />
      <SpCustomersTable programme={programme} />
      <Box sx={{ maxWidth: 640 }}>
        <DeliveryGroupsPanel programme={programme} />
      </Box>
    </>
  );
}
