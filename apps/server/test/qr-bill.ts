import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);
let prepared: Promise<unknown> | undefined;

/** zxing-wasm with its wasm from node_modules (it would fetch it from the network otherwise). */
function zxing() {
  prepared ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(wasm)).buffer as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return prepared;
}

/**
 * Renders a PDF's pages at 300 dpi (poppler's pdftoppm) and answers every QR code zxing-wasm reads on them. zbar
 * cannot read the QR-bill's code through its Swiss cross; zxing can.
 */
export async function pdfQrCodes(pdf: Buffer): Promise<string[]> {
  await zxing();
  const folder = await mkdtemp(path.join(tmpdir(), 'brigade-qr-bill-'));
  try {
    await writeFile(path.join(folder, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-r', '300', '-png', path.join(folder, 'doc.pdf'), path.join(folder, 'page')]);
    const pages = (await readdir(folder)).filter((f) => f.endsWith('.png')).sort();
    const texts: string[] = [];
    for (const page of pages) {
      const image = new Uint8Array(await readFile(path.join(folder, page)));
      const found = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true });
      texts.push(...found.filter((r) => r.isValid).map((r) => r.text));
    }
    return texts;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The fields of a Swiss QR-bill's payload (Swiss Payment Standards, version 0200) a test checks. */
export function qrBillFields(payload: string) {
  const lines = payload.split(/\r?\n/);
  return {
    type: lines[0],
    iban: lines[3],
    amount: lines[18],
    currency: lines[19],
    referenceType: lines[27],
    reference: lines[28],
    message: lines[29],
  };
}
