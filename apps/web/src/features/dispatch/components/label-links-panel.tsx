import { useState } from 'react';
import { mdiDelete, mdiKeyChange, mdiLinkPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LabelLink, LabelLinkSecret } from '@brigade/domain/schemas/dispatch';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useCreateLabelLink,
  useDeleteLabelLink,
  useLabelLinks,
  useNewLabelPassword,
} from '../api/label-links-api.ts';
import type { Run } from '../model/run-prefs.ts';
import { LabelSecret } from './label-secret.tsx';

/** Label links: a courier without an account opens a run's labels with a link and its password. */
export function LabelLinksPanel({ run }: { run: Run }) {
  const { t } = useTranslation('dispatch');
  const links = useLabelLinks(run.date);
  const create = useCreateLabelLink();
  const [secret, setSecret] = useState<LabelLinkSecret | null>(null);
  const items = links.data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="links-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="links-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('links.title')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={create.isPending}
          onClick={() => create.mutate(run, { onSuccess: setSecret })}
          startIcon={<MdiIcon path={mdiLinkPlus} size={0.8} />}
        >
          {t('links.create')}
        </Button>
      </Stack>
      {secret ? <LabelSecret secret={secret} onClose={() => setSecret(null)} /> : null}
      {links.isPending ? (
        <Typography color="text.secondary">{t('links.loading')}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('links.none')}</Typography>
      ) : (
        <LinkTable items={items} onSecret={setSecret} />
      )}
    </Paper>
  );
}

function LinkTable({ items, onSecret }: { items: LabelLink[]; onSecret: (s: LabelLinkSecret) => void }) {
  const { t, i18n } = useTranslation('dispatch');
  const confirm = useConfirm();
  const renew = useNewLabelPassword();
  const remove = useDeleteLabelLink();
  const onDelete = async (link: LabelLink) => {
    const text = t('links.deleteConfirm', { team: t(`team.${link.team}`), period: link.identifier });
    if (await confirm({ text, yesLabel: t('links.delete'), destructive: true })) remove.mutate(link.id);
  };
  return (
    <Table size="small" aria-labelledby="links-title">
      <TableHead>
        <TableRow>
          <TableCell>{t('links.run')}</TableCell>
          <TableCell>{t('links.createdAt')}</TableCell>
          <TableCell>{t('links.createdBy')}</TableCell>
          <TableCell align="right">{t('links.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((link) => (
          <TableRow key={link.id} data-testid="label-link-row">
            <TableCell>
              {t(`team.${link.team}`)} · {t(`period.${link.identifier}`)}
            </TableCell>
            <TableCell>{formatDateTime(link.created_at, i18n.language)}</TableCell>
            <TableCell>{link.created_by ?? '–'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('links.newPassword')}>
                <IconButton
                  size="small"
                  aria-label={t('links.newPassword')}
                  disabled={renew.isPending}
                  onClick={() => renew.mutate(link.id, { onSuccess: onSecret })}
                >
                  <MdiIcon path={mdiKeyChange} size={0.8} />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('links.delete')}>
                <IconButton size="small" aria-label={t('links.delete')} onClick={() => void onDelete(link)}>
                  <MdiIcon path={mdiDelete} size={0.8} />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
