import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { readAll } from './storage';
import type { FileStorage } from './storage';

const MB = 1024 * 1024;

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint, e.g. `http://127.0.0.1:9000`; leave out for AWS S3. */
  endpoint?: string;
  /** Addresses the bucket in the path (`<endpoint>/<bucket>/<key>`); default: true when `endpoint` is given. */
  forcePathStyle?: boolean;
  /** Leave both out to use the SDK's default credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. `storeroom/`. */
  prefix?: string;
  /** How long a download address stays valid, in seconds (default 300). */
  downloadExpiresIn?: number;
  /** Size of each part of a multipart upload (default 8 MB; S3's minimum is 5 MB). */
  partSize?: number;
  /** For tests: the clock download addresses are signed with. */
  now?: () => Date;
}

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (typeof error === 'object' &&
    error !== null &&
    ((error as { name?: string }).name === 'NotFound' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404));

/**
 * Stores files in an S3-compatible bucket through the AWS SDK v3: uploads are streamed
 * (multipart above one part, aborted when the upload fails), downloads go to the client by a
 * short-lived presigned address.
 *
 * @example
 * createServer({ files: s3FileStorage({ bucket: 'shop-files', region: 'eu-central-1' }) });
 * // MinIO, R2 and other S3-compatible stores:
 * s3FileStorage({ endpoint: 'http://127.0.0.1:9000', bucket: 'shop-files', region: 'us-east-1', accessKeyId, secretAccessKey });
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // default trailing checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => `${options.prefix ?? ''}${key}`;

  const storage: FileStorage = {
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: keyOf(key),
          Body: body instanceof Readable ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          ContentType: contentType,
        },
        partSize: Math.max(5 * MB, options.partSize ?? 8 * MB),
        queueSize: 2,
        // A failed multipart upload is aborted: no parts are left in the bucket.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The SDK may not see the body's error until its own request fails; either way the
        // object must not stay (a single-part upload may have completed just before).
        if (body instanceof Readable && !body.destroyed) body.destroy();
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },
    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!res.Body) return null;
        return {
          body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: res.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async get(key) {
      return readAll(await storage.open(key));
    },
    downloadUrl(key, headers) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.contentDisposition,
        }),
        {
          expiresIn: options.downloadExpiresIn ?? 300,
          ...(options.now ? { signingDate: options.now() } : {}),
        },
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
  return storage;
}
