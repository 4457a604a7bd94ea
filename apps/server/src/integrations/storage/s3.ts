import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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

/** The object store in an S3 bucket (ADR 037): one object per key, JSON, never cached. */
export function createS3ObjectStore(options: S3Options): ObjectStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  return {
    async putJson(key, value) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: checked(key),
          Body: JSON.stringify(value),
          ContentType: 'application/json',
          CacheControl: 'no-cache',
        }),
      );
    },
    async getJson(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: checked(key) }));
        const text = await object.Body?.transformToString('utf8');
        return text ? (JSON.parse(text) as unknown) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
