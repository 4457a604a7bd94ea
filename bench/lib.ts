import autocannon from 'autocannon';

export interface LoadResult {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

/** One autocannon run against a URL on this machine (loopback only), after a short warm-up. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const r = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    requests_per_second: Math.round(r.requests.average),
    latency_p50_ms: r.latency.p50,
    latency_p99_ms: r.latency.p99,
    requests: r.requests.total,
    non_2xx: r.non2xx,
    errors: r.errors,
  };
}

/** True when a PostgreSQL server answers on 127.0.0.1:5432. */
export async function postgresAnswers(): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
