import { useState } from 'react';
import { mdiEmailPlusOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { NewsletterContact } from '@brigade/domain/schemas/newsletter';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useJobProgress } from '../../../lib/job-progress.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNewsletterContacts, useSignUpRun, useStartSignUp } from '../api/newsletter.ts';
import { ContactsTable, contactPageSizes } from '../components/contacts-table.tsx';
import { RunPanel } from '../components/run-panel.tsx';

interface StartedRun {
  jobId: string;
  names: ReadonlyMap<number, string>;
}

/** The customers chosen, across pages and searches, by id. */
function useChoice() {
  const [chosen, setChosen] = useState<ReadonlyMap<number, NewsletterContact>>(new Map());
  const choose = (contacts: readonly NewsletterContact[], value: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      for (const c of contacts) {
        if (value) next.set(c.customer_id, c);
        else next.delete(c.customer_id);
      }
      return next;
    });
  return { chosen, choose, clear: () => setChosen(new Map()) };
}

/** E-mail marketing (level 0): choose customers and sign them up for the newsletter as one run. */
export default function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  const [search, setSearch] = useState('');
  const [optedIn, setOptedIn] = useState(false);
  const q = useDebouncedValue(search.trim());
  // The page belongs to a search and filter: a new one starts again at the first page.
  const key = `${q}|${optedIn}`;
  const [paging, setPaging] = useState({ page: 0, size: contactPageSizes[0] ?? 25, key });
  const page = paging.key === key ? paging.page : 0;
  const contacts = useNewsletterContacts({ start: page * paging.size, length: paging.size, q, optedIn });
  const { chosen, choose, clear } = useChoice();
  const start = useStartSignUp();
  const [started, setStarted] = useState<StartedRun | null>(null);
  const run = useSignUpRun(started?.jobId);
  const live = useJobProgress(started?.jobId);

  const signUp = () => {
    const names = new Map([...chosen.values()].map((c) => [c.customer_id, c.name]));
    start.mutate(
      { customer_ids: [...chosen.keys()] },
      {
        onSuccess: ({ job_id }) => {
          if (job_id) setStarted({ jobId: job_id, names });
          clear();
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      {started ? (
        <RunPanel
          run={run.data}
          live={live}
          names={started.names}
          chosen={started.names.size}
          error={run.isError ? run.error.message : undefined}
          onClose={() => setStarted(null)}
        />
      ) : null}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ p: 1.5, alignItems: { md: 'center' } }}
        >
          <SearchField value={search} onChange={setSearch} label={t('list.search')} />
          <FormControlLabel
            control={<Switch checked={optedIn} onChange={(event) => setOptedIn(event.target.checked)} />}
            label={t('list.onlyOptedIn')}
          />
          <Box sx={{ flex: 1 }} />
          {chosen.size > 0 ? <Button onClick={clear}>{t('list.clear')}</Button> : null}
          <Button
            variant="contained"
            disabled={chosen.size === 0 || start.isPending}
            onClick={signUp}
            startIcon={<MdiIcon path={mdiEmailPlusOutline} size={0.9} />}
          >
            {t('signUp.button', { count: chosen.size })}
          </Button>
        </Stack>
        {contacts.isFetching ? <LinearProgress aria-label={t('loading')} /> : <Box sx={{ height: 4 }} />}
        {contacts.isError ? <Alert severity="error">{contacts.error.message}</Alert> : null}
        {contacts.data ? (
          <ContactsTable
            contacts={contacts.data.items}
            total={contacts.data.total}
            page={page}
            pageSize={paging.size}
            onPage={(next, size) => setPaging({ page: next, size, key })}
            chosen={new Set(chosen.keys())}
            onChoose={choose}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
