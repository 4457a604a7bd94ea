import { installChunkReload } from './lib/chunk-reload.ts';
import { isDriverAppPath } from './lib/locale.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

// Two apps share this page (ADR 073): the drivers' app, lean and phone first, for its own URLs; the admin app
// (drawer, every screen, the login) for everything else. This entry only picks one and loads it.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

installChunkReload();
registerServiceWorker();

if (isDriverAppPath(window.location.pathname)) {
  void import('./app/driver-entry.tsx').then((entry) => entry.startDriverApp(root));
} else {
  void import('./app/admin-entry.tsx').then((entry) => entry.startAdminApp(root));
}
