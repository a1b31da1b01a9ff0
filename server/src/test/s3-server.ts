import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver answers signed requests made with its own well-known pair. */
const accessKey = 'S3RVER';

/** A request the server received: what a test counts to see how many calls a page costs. */
export interface S3Request {
  method: string;
  /** The object's key (`media/news/a.jpg`), empty for the bucket itself. */
  key: string;
  /** The Range header asked, if any. */
  range: string | null;
}

/** s3rver is a Koa application: its middleware list is run in order for every request. */
interface KoaMiddlewareList {
  middleware: Array<
    (
      context: { method: string; path: string; get(name: string): string },
      next: () => Promise<void>,
    ) => Promise<void>
  >;
}

export interface TestS3Server {
  /** The S3_* variables for createTestApp or loadConfig. */
  env: Record<string, string>;
  bucket: string;
  /** A client of its own, to look into the bucket as an operator would. */
  client: S3Client;
  /** Every request received since the start or the last `requests.length = 0`, in order. */
  requests: S3Request[];
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) on loopback, with one
 * empty bucket: what several instances share in the media tests.
 */
export async function startTestS3Server(bucket = 'kanat-medya'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kanat-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const requests: S3Request[] = [];
  const prefix = `/${bucket}/`;
  (server as unknown as KoaMiddlewareList).middleware.unshift(async (context, next) => {
    const { method, path: requested } = context;
    requests.push({
      method,
      key: requested.startsWith(prefix) ? decodeURIComponent(requested.slice(prefix.length)) : '',
      range: context.get('range') || null,
    });
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: accessKey, secretAccessKey: accessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKey,
      S3_SECRET_ACCESS_KEY: accessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    bucket,
    client,
    requests,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
