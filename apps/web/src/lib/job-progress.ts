import { useEffect, useState } from 'react';
import { jobProgressEvent, type JobProgressEvent } from '@brigade/domain/schemas/operations';
import { onServerEvent } from './server-events.ts';

/**
 * The latest progress of a long job (a newsletter sign-up, a shop import, a maintenance run) as the server
 * sends it over SSE (`job-progress`), by job id; undefined until the first event for that job arrives.
 */
export function useJobProgress(jobId: string | undefined): JobProgressEvent | undefined {
  const [progress, setProgress] = useState<JobProgressEvent>();
  useEffect(() => {
    if (!jobId) return undefined;
    return onServerEvent('job-progress', (data) => {
      const parsed = jobProgressEvent.safeParse(data);
      if (parsed.success && parsed.data.id === jobId) setProgress(parsed.data);
    });
  }, [jobId]);
  // A progress of an earlier job is not this job's.
  return progress?.id === jobId ? progress : undefined;
}
