import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installChunkReload } from './lib/chunk-reload.ts';
import { initI18n } from './lib/i18n.ts';
import { languageOfPath } from './lib/locale.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

installChunkReload();
registerServiceWorker();
const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;

void initI18n(language).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
