import './lib/zod-jitless.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { isDriverAppPath, languageOfPath, stripLanguage } from './lib/locale.ts';
import { adminTexts, driverTexts, preloadTexts } from './lib/locale-files.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

// Two apps share this page (ADR 073): the drivers' app, lean and phone first, for its own URLs; the admin app
// (drawer, every screen, the login) for everything else. This entry only picks one and loads it.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

installChunkReload();
registerServiceWorker();

// The first texts load alongside the app, not after it.
const { pathname } = window.location;
if (isDriverAppPath(pathname)) {
  preloadTexts(languageOfPath(pathname), driverTexts);
  void import('./app/driver-entry.tsx').then((entry) => entry.startDriverApp(root));
} else {
  // Most screens' texts are the namespace their path starts with (/customers/12 → customers): a hint only.
  const section = stripLanguage(pathname).split('/')[1] ?? '';
  preloadTexts(languageOfPath(pathname), [...adminTexts, section]);
  void import('./app/admin-entry.tsx').then((entry) => entry.startAdminApp(root));
}
