import type * as S3 from '@aws-sdk/client-s3';
import { storageRoot } from '@brigade/domain/logistics/storage-path';
import type { ObjectStore } from './port.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Exoscale, …); unset: AWS itself. Uses path-style addressing. */
  endpoint?: string | undefined;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function checked(key: string): string {
  storageRoot(key);
  if (key.endsWith('/')) throw new Error(`object store key ${key} names a folder, not a document`);
  return key;
}

/** The object store in an S3 bucket (ADR 037): one object per key (JSON, or a generated file), never cached. */
export function createS3ObjectStore(options: S3Options): ObjectStore {
  // The SDK loads with the first call, not with every server start (a third of a second).
  let sdk: Promise<{ client: S3.S3Client; s3: typeof S3 }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
    })));
  async function put(key: string, body: string | Uint8Array, contentType: string) {
    const { client, s3 } = await connect();
    const { PutObjectCommand } = s3;
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: checked(key),
        Body: body,
        ContentType: contentType,
        CacheControl: 'no-cache',
      }),
    );
  }
  async function get(key: string): Promise<Uint8Array | null> {
    const { client, s3 } = await connect();
    const { GetObjectCommand, NoSuchKey } = s3;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: checked(key) }));
      return (await object.Body?.transformToByteArray()) ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }
  return {
    putJson: (key, value) => put(key, JSON.stringify(value), 'application/json'),
    async getJson(key) {
      const bytes = await get(key);
      const text = bytes ? Buffer.from(bytes).toString('utf8') : '';
      return text ? (JSON.parse(text) as unknown) : null;
    },
    putBytes: (key, bytes, contentType) => put(key, bytes, contentType),
    getBytes: get,
    close() {
      void sdk?.then(({ client }) => client.destroy());
    },
  };
}
