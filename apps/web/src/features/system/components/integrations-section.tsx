import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useIntegrations } from '../api/operations.ts';
import { DevSection } from './dev-section.tsx';

/** Outside services: built in (local) or the provider's API (live), and when each last worked or failed. */
export function IntegrationsSection() {
  const { t, i18n } = useTranslation('system');
  const integrations = useIntegrations();
  const none = (
    <Typography variant="body2" color="text.secondary">
      {t('never')}
    </Typography>
  );
  return (
    <DevSection
      id="integrations"
      title={t('integrations.title')}
      loading={integrations.isFetching}
      error={integrations.error}
    >
      <Table size="small" aria-label={t('integrations.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('integrations.name')}</TableCell>
            <TableCell>{t('integrations.mode')}</TableCell>
            <TableCell>{t('integrations.lastSuccess')}</TableCell>
            <TableCell>{t('integrations.lastFailure')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(integrations.data?.integrations ?? []).map((service) => (
            <TableRow key={service.name}>
              <TableCell component="th" scope="row">
                {t(`integrations.services.${service.name}`, { defaultValue: service.name })}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant={service.mode === 'live' ? 'filled' : 'outlined'}
                  color={service.mode === 'live' ? 'primary' : 'default'}
                  label={t(`integrations.${service.mode}`)}
                />
              </TableCell>
              <TableCell>
                {service.last_success_at ? formatDateTime(service.last_success_at, i18n.language) : none}
              </TableCell>
              <TableCell>
                {service.last_failure_at ? (
                  <>
                    {formatDateTime(service.last_failure_at, i18n.language)}
                    {service.last_failure ? (
                      <Typography variant="body2" color="error">
                        {translateMessage(service.last_failure)}
                      </Typography>
                    ) : null}
                  </>
                ) : (
                  none
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DevSection>
  );
}
