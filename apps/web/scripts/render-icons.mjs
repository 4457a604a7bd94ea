// Renders public/icons/*.svg to the PNG sizes the web manifest lists, with Debian's headless Chromium.
// Run by hand after changing the drawing: node apps/web/scripts/render-icons.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const icons = fileURLToPath(new URL('../public/icons/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'brigade-icons-'));
const jobs = [
  { svg: 'icon.svg', size: 192, out: 'icon-192.png', transparent: true },
  { svg: 'icon.svg', size: 512, out: 'icon-512.png', transparent: true },
  { svg: 'icon-maskable.svg', size: 512, out: 'icon-maskable-512.png', transparent: false },
];

for (const job of jobs) {
  const svg = readFileSync(join(icons, job.svg), 'utf8');
  const html = join(work, `${job.out}.html`);
  writeFileSync(
    html,
    `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:${job.size}px;height:${job.size}px}</style></head><body>${svg}</body></html>`,
  );
  execFileSync(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      ...(job.transparent ? ['--default-background-color=00000000'] : []),
      `--screenshot=${join(icons, job.out)}`,
      `--window-size=${job.size},${job.size}`,
      `file://${html}`,
    ],
    { stdio: 'ignore' },
  );
  console.log(`wrote ${job.out}`);
}
