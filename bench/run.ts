/** `npm run bench`: runs every bench/*.bench.ts (or those named on the command line) and writes JSON results. */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const dir = new URL('./', import.meta.url);
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)));

mkdirSync(new URL('./results/', dir), { recursive: true });
for (const file of files) {
  const mod = (await import(new URL(file, dir).href)) as { run: () => Promise<{ name: string }> };
  const started = new Date();
  const result = await mod.run();
  const record = {
    ...result,
    measured_at: started.toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  };
  writeFileSync(new URL(`./results/${result.name}.json`, dir), JSON.stringify(record, null, 2) + '\n');
  console.log(JSON.stringify(record, null, 2));
}
process.exit(0);
