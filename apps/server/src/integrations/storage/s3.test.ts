import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ObjectStore } from './s3.ts';
import { startS3Stub } from './s3-stub.ts';

let stub: Awaited<ReturnType<typeof startS3Stub>>;
beforeAll(async () => {
  stub = await startS3Stub();
});
afterAll(async () => {
  await stub.close();
});

const store = () =>
  createS3ObjectStore({
    bucket: 'brigade',
    region: 'eu-central-2',
    endpoint: stub.endpoint,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example-key' },
  });

describe('S3 object store', () => {
  it('puts a signed, uncached JSON object at bucket/key and reads it back', async () => {
    const s3 = store();
    await s3.putJson('ap/recipes/analysis/12-latest', { kcal: 487.36 });
    const stored = stub.objects.get('/brigade/ap/recipes/analysis/12-latest');
    expect(stored).toMatchObject({ type: 'application/json', cache: 'no-cache' });
    expect(JSON.parse(stored!.body.toString('utf8'))).toEqual({ kcal: 487.36 });
    expect(stub.seen.at(-1)?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-2\/s3\//,
    );
    expect(await s3.getJson('ap/recipes/analysis/12-latest')).toEqual({ kcal: 487.36 });
    s3.close?.();
  });

  it('keeps a generated file byte for byte with its content type', async () => {
    const s3 = store();
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0xe2]);
    await s3.putBytes('ap/labels/pdf/job-1.pdf', pdf, 'application/pdf');
    expect(stub.objects.get('/brigade/ap/labels/pdf/job-1.pdf')?.type).toBe('application/pdf');
    expect(Buffer.from((await s3.getBytes('ap/labels/pdf/job-1.pdf'))!)).toEqual(pdf);
    expect(await s3.getBytes('ap/labels/pdf/none.pdf')).toBeNull();
    s3.close?.();
  });

  it('answers null for a missing key', async () => {
    const s3 = store();
    expect(await s3.getJson('ap/recipes/analysis/404-latest')).toBeNull();
    s3.close?.();
  });

  it('refuses unsafe keys before calling the service', async () => {
    const s3 = store();
    const before = stub.seen.length;
    await expect(s3.putJson('secrets/x', {})).rejects.toThrow('Key must contain valid Bucket ID');
    await expect(s3.getJson('ap/../x')).rejects.toThrow('Storage paths may not contain');
    expect(stub.seen.length).toBe(before);
    s3.close?.();
  });
});
