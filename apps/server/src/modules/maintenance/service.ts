import { messages } from '@brigade/domain/messages/catalogue';
import type { MaintenanceDryRun, MaintenanceScriptInfo } from '@brigade/domain/schemas/maintenance';
import { notFound } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import { toDryRun, toScriptInfo } from './mapping.ts';

export const RUN_JOB = 'maintenance.run';

interface RunData {
  script: string;
  actorId: number | null;
}

/**
 * The developers' maintenance scripts (ADR 060), gathered from the modules that own what they fix: a dry run
 * lists what a run would change now; a run is the job `maintenance.run`, which applies what is true when it
 * runs (in one transaction, with one audit entry) and answers `{ changed }`.
 */
export function createMaintenanceService(deps: { queue: JobQueue; scripts: readonly MaintenanceScript[] }) {
  const byName = new Map(deps.scripts.map((script) => [script.name as string, script]));
  if (byName.size !== deps.scripts.length) throw new Error('two maintenance scripts have the same name');

  function scriptOr404(name: string): MaintenanceScript {
    const script = byName.get(name);
    if (!script) throw notFound(messages.maintenanceScriptUnknown);
    return script;
  }

  deps.queue.define<RunData>({
    name: RUN_JOB,
    // A run that met a concurrent edit (409) rolled back whole; a retry plans again from what is true then.
    retryLimit: 2,
    handler: async (data) => scriptOr404(data.script).apply(data.actorId),
  });

  return {
    list(): MaintenanceScriptInfo[] {
      return deps.scripts.map(toScriptInfo);
    },

    async dryRun(name: string): Promise<MaintenanceDryRun> {
      return toDryRun(name, await scriptOr404(name).plan());
    },

    /** Queues a run; 404 for a script that does not exist. */
    async run(actorId: number, name: string): Promise<string> {
      scriptOr404(name);
      const jobId = await deps.queue.send<RunData>(RUN_JOB, { script: name, actorId });
      if (!jobId) throw new Error(`${RUN_JOB} was not queued`);
      return jobId;
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
