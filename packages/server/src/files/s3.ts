import { createHash, createHmac } from 'node:crypto';
import type { FileStorage } from './storage';

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...), addressed path-style. */
export interface S3StorageOptions {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. `storeroom/`. */
  prefix?: string;
  /** For tests: the signing clock. */
  now?: () => Date;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (`/` kept in paths). */
function encode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

/**
 * AWS Signature Version 4 for S3: returns the headers to send (with `authorization`,
 * `x-amz-date` and `x-amz-content-sha256`).
 */
export function signS3Request(input: SignInput): Record<string, string> {
  const amzDate = input.date.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encode(k, false)}=${encode(v, false)}`)
    .sort()
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname
      .split('/')
      .map((p) => encode(decodeURIComponent(p), false))
      .join('/'),
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * Stores files in an S3-compatible bucket (no SDK: signed `fetch` calls).
 *
 * @example
 * createServer({ files: s3FileStorage({ endpoint, bucket: 'shop-files', region: 'eu-central-1', accessKeyId, secretAccessKey }) });
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) =>
    new URL(`${base}/${encode(options.bucket, false)}/${encode(`${options.prefix ?? ''}${key}`, true)}`);
  const send = async (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const url = urlOf(key);
    const headers = signS3Request({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256(body ?? ''),
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: options.now?.() ?? new Date(),
    });
    delete headers.host;
    return fetch(url, { method, headers, ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}) });
  };
  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw new Error(`Storage refused the upload (${res.status}).`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Storage could not read a file (${res.status}).`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`Storage could not delete a file (${res.status}).`);
    },
  };
}
