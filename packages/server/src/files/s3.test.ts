import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStorage, signS3Request } from './s3';

describe('signS3Request', () => {
  it('matches the AWS SigV4 example for GET Object', () => {
    // The "GET Object" example of the AWS S3 SigV4 documentation.
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3FileStorage', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; auth: string }[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '' });
        if (req.method === 'PUT') objects.set(req.url!, Buffer.concat(chunks));
        if (req.method === 'DELETE') objects.delete(req.url!);
        if (req.method === 'GET' && !objects.has(req.url!)) return res.writeHead(404).end();
        res
          .writeHead(req.method === 'DELETE' ? 204 : 200)
          .end(req.method === 'GET' ? objects.get(req.url!) : undefined);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('puts, gets and deletes signed objects path-style', async () => {
    const storage = s3FileStorage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'shop-files',
      region: 'eu-central-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      prefix: 'storeroom/',
    });
    await storage.put('1/abc/photo 1.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect([...(await storage.get('1/abc/photo 1.png'))!]).toEqual([1, 2, 3]);
    await storage.delete('1/abc/photo 1.png');
    expect(await storage.get('1/abc/photo 1.png')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/shop-files/storeroom/1/abc/photo%201.png' });
    expect(seen[0]!.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });
});
