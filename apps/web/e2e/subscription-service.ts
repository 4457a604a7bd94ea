/**
 * The subscription service (Appstle) for the end-to-end server, on loopback: the server's own stand-in
 * (apps/server/src/integrations/subscriptions/appstle-stub.ts) with a few contracts, reached through a fixed
 * port (the stub takes any free one). subscriptions.spec creates the customers with these e-mail addresses.
 * Started by scripts/e2e-server.mjs.
 */
import { createServer, request } from 'node:http';
import { startAppstleStub } from '../../server/src/integrations/subscriptions/appstle-stub.ts';
import { e2eAppstleKey, e2eContracts } from './subscription-contracts.ts';

const stub = await startAppstleStub(e2eAppstleKey);
stub.contracts.push(
  { ...e2eContracts.en, status: 'active' },
  { ...e2eContracts.de, status: 'active' },
  { ...e2eContracts.paused, status: 'paused' },
  { ...e2eContracts.cancelled, status: 'cancelled' },
);
const proxy = createServer((req, res) => {
  const upstream = request(
    `${stub.url}${req.url ?? '/'}`,
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
proxy.listen(Number(process.env.SUBSCRIPTION_STUB_PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  proxy.close();
  void stub.close().then(() => process.exit(0));
});
