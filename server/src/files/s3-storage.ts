// Files in an S3-compatible store (FILE_STORAGE=s3: AWS S3, MinIO, Garage, Ceph), so every machine
// behind the load balancer reads what another one wrote. An object appears whole or not at all
// (S3 has no half-written object and no rename), so a file is staged under its own key and linking
// has nothing left to do: a crash before the commit leaves an object no row names, which the sweep
// removes once it is older than any upload on its way to a commit; a crash after the commit has
// lost nothing. The keys are the local disk's (storage.ts), checked the same way.
import { PassThrough, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey, type TFileStorage, type TSweepResult } from './storage.ts';

export interface TS3Options {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for MinIO, Garage, Ceph or a test server. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (what most self-hosted stores want). */
  forcePathStyle: boolean;
}

const DELETE_BATCH = 1000;

export function createS3Storage(options: TS3Options): TFileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 demands them: self-hosted stores differ in the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const Bucket = options.bucket;

  async function put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
  }

  async function remove(key: string): Promise<void> {
    assertSafeKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  }

  async function body(key: string): Promise<Readable> {
    assertSafeKey(key);
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    return answer.Body as Readable;
  }

  /** Every stored object's key and last write, page by page. */
  async function* storedObjects(): AsyncGenerator<{ key: string; modified: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key && object.LastModified) yield { key: object.Key, modified: object.LastModified };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    client,
    stage: put,
    async link(key) {
      assertSafeKey(key);
    },
    discard: remove,
    put,
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await body(key)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stream(key) {
      assertSafeKey(key);
      // Callers take a stream at once (a reply, a parser); the object's body is piped in when S3 answers.
      const out = new PassThrough();
      body(key).then(
        (source) => source.on('error', (error) => out.destroy(error)).pipe(out),
        (error: Error) => out.destroy(error),
      );
      return out;
    },
    remove,
    async sweep({ olderThan, referenced }) {
      const stale: string[] = [];
      for await (const object of storedObjects()) if (object.modified < olderThan && isSafeKey(object.key)) stale.push(object.key);
      const result: TSweepResult = { linked: 0, removed: 0 };
      for (let at = 0; at < stale.length; at += DELETE_BATCH) {
        const batch = stale.slice(at, at + DELETE_BATCH);
        const named = await referenced(batch);
        for (const key of batch.filter((k) => !named.has(k))) {
          await remove(key);
          result.removed++;
        }
      }
      return result;
    },
  };
}
