import { useState } from 'react';
import { mdiChevronLeft, mdiChevronRight, mdiRefresh } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CONTRACT_STATUSES } from '@brigade/domain/schemas/subscriptions';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSubscriptions, type ContractStatus } from '../api/subscriptions.ts';
import { ContractDialog } from '../components/contract-dialog.tsx';
import { ContractFilters } from '../components/contract-filters.tsx';
import { ContractsTable } from '../components/contracts-table.tsx';

const pageSize = 20;

function statusOf(value: string | null): ContractStatus | undefined {
  return CONTRACT_STATUSES.find((status) => status === value);
}

/** The subscription tool (level 0): the service's contracts beside our customers; pause, resume, cancel. */
export default function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const [email, setEmail] = useState('');
  const typed = useDebouncedValue(email.trim());
  // The page belongs to a filter: a new filter starts again at the first page.
  const key = `${status ?? ''}|${typed}`;
  const [paging, setPaging] = useState({ page: 0, key });
  const page = paging.key === key ? paging.page : 0;
  const list = useSubscriptions({ page, size: pageSize, status, email: typed || undefined });
  const open = Number(params.get('contract')) || null;
  const setParam = (name: string, value: string | null) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageToolbar>
        <Tooltip title={t('list.refresh')}>
          <IconButton aria-label={t('list.refresh')} color="inherit" onClick={() => void list.refetch()}>
            <MdiIcon path={mdiRefresh} />
          </IconButton>
        </Tooltip>
      </PageToolbar>
      <Stack spacing={2}>
        {list.data && !list.data.connected ? (
          <Alert severity="info" data-testid="subscriptions-not-connected">
            {t('notConnected')}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <ContractFilters
            status={status}
            onStatus={(next) => setParam('status', next ?? null)}
            email={email}
            onEmail={setEmail}
          />
          {list.isFetching ? <LinearProgress aria-label={t('list.loading')} /> : <Box sx={{ height: 4 }} />}
          {list.isError ? <Alert severity="error">{list.error.message}</Alert> : null}
          {list.data?.connected ? (
            <ContractsTable
              contracts={list.data.contracts}
              onOpen={(id) => setParam('contract', String(id))}
            />
          ) : null}
          <Pager
            page={page}
            hasMore={Boolean(list.data?.has_more)}
            onPage={(next) => setPaging({ page: next, key })}
          />
        </Paper>
      </Stack>
      {open ? (
        <ContractDialog
          key={open}
          contractId={open}
          summary={list.data?.contracts.find((c) => c.contract_id === open)}
          onClose={() => setParam('contract', null)}
        />
      ) : null}
    </>
  );
}

/** Previous / next: the service says only whether a full page came back. */
function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="body2" color="text.secondary" data-testid="contracts-page">
        {t('list.page', { page: page + 1 })}
      </Typography>
      <Button
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        startIcon={<MdiIcon path={mdiChevronLeft} size={0.9} />}
      >
        {t('list.previous')}
      </Button>
      <Button
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
        endIcon={<MdiIcon path={mdiChevronRight} size={0.9} />}
      >
        {t('list.next')}
      </Button>
    </Stack>
  );
}
