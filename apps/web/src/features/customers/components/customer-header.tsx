import { mdiArrowLeft, mdiCardAccountDetailsOutline, mdiMapMarkerOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Customer } from '@brigade/domain/schemas/customers';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { CustomerDataRights } from './customer-data-rights.tsx';

/** Back to the list, the customer's name, and for a saved customer: delivery, group, phone, card and map. */
export function CustomerHeader({ customer }: { customer: Customer | undefined }) {
  const { t } = useTranslation('customers');
  const localise = useLocalisePath();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Button
        component={RouterLink}
        to={localise('/customers')}
        startIcon={<MdiIcon path={mdiArrowLeft} size={0.8} />}
      >
        {t('page.back')}
      </Button>
      <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
        {customer ? customer.name : t('page.new')}
      </Typography>
      {customer ? <CustomerLinks customer={customer} /> : null}
    </Stack>
  );
}

function CustomerLinks({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers');
  const mapLink = customer.map_link;
  return (
    <>
      <Chip label={t(`deliveryOption.${customer.delivery_option}`)} size="small" color="primary" />
      {customer.group_name ? <Chip label={customer.group_name} size="small" /> : null}
      {customer.phone_display ? (
        <Link href={`tel:${customer.phone_display.replace(/\s/g, '')}`}>{customer.phone_display}</Link>
      ) : null}
      <Button
        href={`/api/v1/customers/${customer.customer_id}/contact-card`}
        download
        size="small"
        startIcon={<MdiIcon path={mdiCardAccountDetailsOutline} size={0.8} />}
      >
        {t('page.contactCard')}
      </Button>
      {mapLink && 'url' in mapLink ? (
        <Button
          href={mapLink.url}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          startIcon={<MdiIcon path={mdiMapMarkerOutline} size={0.8} />}
        >
          {t('page.map')}
        </Button>
      ) : mapLink ? (
        <Typography variant="body2" color="text.secondary">
          {translateMessage(mapLink.error)}
        </Typography>
      ) : null}
      <CustomerDataRights customer={customer} />
    </>
  );
}
