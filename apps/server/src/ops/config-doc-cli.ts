import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { configReference, isCurrent, operationsDoc, withReference } from './config-doc.ts';

// `npm run docs:config`: writes the configuration reference into docs/operations.md and lays it out with
// Prettier; `npm run docs:config -- --check` only says whether it is current (exit 1 if not).
const doc = readFileSync(operationsDoc, 'utf8');
if (process.argv.includes('--check')) {
  const current = isCurrent(doc);
  process.stdout.write(current ? 'The configuration reference is current.\n' : 'Run npm run docs:config.\n');
  process.exitCode = current ? 0 : 1;
} else {
  writeFileSync(operationsDoc, withReference(doc, configReference()));
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', operationsDoc], { stdio: 'inherit' });
  process.stdout.write(`Wrote the configuration reference into ${operationsDoc}\n`);
}
