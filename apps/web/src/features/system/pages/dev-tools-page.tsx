import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiBullhornOutline } from '@mdi/js';
import { canAccess } from '@brigade/domain/access/privilege';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { buildVersion } from '../../../lib/build-version.ts';
import { useOnline } from '../../../lib/online-status.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVersion } from '../api/get-version.ts';
import { BroadcastVersionDialog } from '../components/broadcast-version-dialog.tsx';
import { IntegrationsSection } from '../components/integrations-section.tsx';
import { JobsSection } from '../components/jobs-section.tsx';
import { MaintenanceSection } from '../components/maintenance-section.tsx';
import { OutboxSection } from '../components/outbox-section.tsx';
import { ReadinessSection } from '../components/readiness-section.tsx';

/**
 * Developers (level 2): what this client runs; SUPER also broadcasts a new app version and sees the outside
 * services, the job queue with its dead letters, the e-mail outbox, the maintenance scripts and the readiness of
 * cached documents.
 */
export default function DevToolsPage() {
  const { t } = useTranslation('system');
  const user = useCurrentUser();
  const online = useOnline();
  const server = useVersion();
  const [broadcasting, setBroadcasting] = useState(false);
  const isSuper = canAccess(user.level, 0) && user.user_category === 'AP';
  const rows: [string, ReactNode][] = [
    [t('info.app'), buildVersion],
    [t('info.server'), server.data?.version ?? '…'],
    [
      t('info.network'),
      <Chip
        key="net"
        size="small"
        color={online ? 'success' : 'warning'}
        label={online ? t('info.online') : t('info.offline')}
      />,
    ],
    [t('info.user'), `${user.username} (${user.user_group}, ${user.user_category}, ${user.company_slug})`],
  ];
  return (
    <Stack spacing={2} sx={{ maxWidth: isSuper ? 1100 : 720 }}>
      <Paper variant="outlined">
        <Typography variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
          {t('info.title')}
        </Typography>
        <Table size="small" aria-label={t('info.title')}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 200, color: 'text.secondary' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {isSuper ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('broadcast.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('broadcast.explanation')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<MdiIcon path={mdiBullhornOutline} size={0.9} />}
            onClick={() => setBroadcasting(true)}
          >
            {t('broadcast.open')}
          </Button>
          <BroadcastVersionDialog
            open={broadcasting}
            current={server.data?.version ?? buildVersion}
            onClose={() => setBroadcasting(false)}
          />
        </Paper>
      ) : null}
      {isSuper ? (
        <>
          <IntegrationsSection />
          <JobsSection />
          <OutboxSection />
          <MaintenanceSection />
          <ReadinessSection />
        </>
      ) : null}
    </Stack>
  );
}
