import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaintenanceChange, MaintenanceDryRun } from '@brigade/domain/schemas/maintenance';
import type { JobView } from '@brigade/domain/schemas/operations';
import { dismissAll } from '../../../lib/notifications.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MaintenanceSection } from './maintenance-section.tsx';

afterEach(() => {
  dismissAll();
  vi.unstubAllGlobals();
});

const jobId = '00000000-0000-4000-8000-0000000000aa';
const scripts = {
  items: [
    { name: 'correct-internal-addresses', description: 'Tidies addresses: stray spaces' },
    { name: 'update-postcodes', description: 'Adds the Swiss postcodes addresses use' },
    { name: 'tidy-later', description: 'A script the web has no text of its own for' },
  ],
};
const postcode = (code: string, place: string): MaintenanceChange => ({
  entity: 'postcode',
  id: code,
  label: `${code} ${place} (1 address)`,
  field: 'zone',
  before: '',
  after: 'UNKNOWN',
});
const job = (state: JobView['state'], result: JobView['result'] = null): JobView => ({
  id: jobId,
  name: 'maintenance.run',
  state,
  retry_count: 0,
  retry_limit: 2,
  created_at: '2026-11-26T10:00:00Z',
  started_at: null,
  completed_at: null,
  progress: null,
  result,
  error: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A server whose update-postcodes finds two postcodes until a run has applied them; the run's job is waiting the
 * first time it is read and done (2 changed) after that.
 */
function stubServer(dryRuns: MaintenanceDryRun[] = []) {
  let applied = false;
  let jobReads = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/v1/maintenance/scripts') return json(scripts);
    if (url.endsWith('/dry-run')) {
      const script = decodeURIComponent(url.split('/')[5]!);
      const changes = applied ? [] : [postcode('9997', 'Beispielwil'), postcode('9999', 'Musterhausen')];
      return json(dryRuns.shift() ?? { script, total: changes.length, changes });
    }
    if (url.endsWith('/run') && init?.method === 'POST') return json({ job_id: jobId }, 202);
    if (url.startsWith('/api/v1/jobs')) {
      jobReads += 1;
      if (jobReads === 1) return json({ jobs: [job('created')] });
      applied = true;
      return json({ jobs: [job('completed', { changed: 2 })] });
    }
    return json({ error_code: 'NOT_FOUND', error_message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const scriptGroup = async (name: string) => screen.findByRole('group', { name });

// A run's job is read again after 1 s for real.
describe('the maintenance scripts of the dev tools', { timeout: 20_000 }, () => {
  it('lists each script; a dry run shows its changes, and only then it can be run, after a confirm', async () => {
    const fetch = stubServer();
    renderWithProviders(<MaintenanceSection />);
    const script = await scriptGroup('update-postcodes');
    expect(
      within(script).getByText(
        'Adds the Swiss postcodes that addresses use and the postcode list lacks, without a zone (UNKNOWN)',
      ),
    ).toBeInTheDocument();
    expect(await scriptGroup('correct-internal-addresses')).toBeInTheDocument();
    // A script the web has no translation for shows the server's description.
    const later = await scriptGroup('tidy-later');
    expect(within(later).getByText('A script the web has no text of its own for')).toBeInTheDocument();
    expect(within(script).queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();

    await userEvent.click(within(script).getByRole('button', { name: 'Dry run' }));
    const table = await within(script).findByRole('table', { name: 'Changes of update-postcodes' });
    expect(within(script).getByText('2 changes.')).toBeInTheDocument();
    const rows = within(table).getAllByTestId('maintenance-change');
    expect(rows.map((row) => row.textContent)).toEqual([
      '9997 Beispielwil (1 address)Postcodezone(empty)→UNKNOWN',
      '9999 Musterhausen (1 address)Postcodezone(empty)→UNKNOWN',
    ]);
    expect(fetch).not.toHaveBeenCalledWith(expect.stringMatching(/\/run$/), expect.anything());

    await userEvent.click(within(script).getByRole('button', { name: 'Run' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Apply 2 changes?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/maintenance/scripts/update-postcodes/run',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const run = await within(script).findByTestId('maintenance-run');
    expect(within(run).getByText('Waiting')).toBeInTheDocument();
    // The job is read again until it has finished.
    await within(run).findByText('Done', undefined, { timeout: 8000 });
    expect(run).toHaveTextContent('2 changes made. A new dry run shows what is left.');
    expect(fetch).toHaveBeenCalledWith('/api/v1/jobs?name=maintenance.run', expect.anything());

    await userEvent.click(within(script).getByRole('button', { name: 'Dry run' }));
    expect(await within(script).findByText('Nothing to change.')).toBeInTheDocument();
    expect(run).toHaveTextContent('Done2 changes made.');
    expect(run).not.toHaveTextContent('A new dry run');
    expect(within(script).queryByRole('table')).not.toBeInTheDocument();
    expect(within(script).queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('says how many changes there are when it shows only the first 500', async () => {
    const changes = Array.from({ length: 500 }, (_, i) => postcode(String(1000 + i), 'Ort'));
    stubServer([{ script: 'update-postcodes', total: 612, changes }]);
    renderWithProviders(<MaintenanceSection />);
    const script = await scriptGroup('update-postcodes');
    await userEvent.click(within(script).getByRole('button', { name: 'Dry run' }));
    expect(await within(script).findByText('612 changes, first 500 shown.')).toBeInTheDocument();
    expect(within(script).getAllByTestId('maintenance-change')).toHaveLength(500);
  });

  it('runs nothing when the confirm is cancelled', async () => {
    const fetch = stubServer();
    renderWithProviders(<MaintenanceSection />);
    const script = await scriptGroup('update-postcodes');
    await userEvent.click(within(script).getByRole('button', { name: 'Dry run' }));
    await userEvent.click(await within(script).findByRole('button', { name: 'Run' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Apply 2 changes?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalledWith(expect.stringMatching(/\/run$/), expect.anything());
    expect(within(script).getByRole('table', { name: 'Changes of update-postcodes' })).toBeInTheDocument();
  });
});
