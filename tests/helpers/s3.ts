// An S3-compatible server for the tests (s3rver: the S3 REST API over a folder), with one bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../../scripts/bench/server.ts';
import { createS3Storage } from '../../server/src/files/s3-storage.ts';

export interface TTestS3 {
  endpoint: string;
  bucket: string;
  /** The FILE_STORAGE=s3 settings a portal process is started with. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = 'etanker'): Promise<TTestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-s3-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The portal's S3 storage on the test server, as FILE_STORAGE=s3 makes it. */
export const testS3Storage = (s3: TTestS3) =>
  createS3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
