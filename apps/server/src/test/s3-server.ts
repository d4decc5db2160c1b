// A small S3-compatible HTTP server for tests: the real AWS SDK client talks to it over HTTP, with
// path-style addressing and Signature Version 4 checked on every request (a wrong secret is
// refused, as S3 would). It implements the four object calls the media storage uses: PutObject,
// GetObject, HeadObject and DeleteObject. Objects live in memory, readable by the test.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredObject = { body: Buffer; contentType: string; cacheControl: string | undefined };

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects of the bucket by key. */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD key`, for assertions on what the client did. */
  log: string[];
  /**
   * Faults for the resilience tests: after `putsBeforeFailure` more successful PUTs, every PUT has
   * its connection destroyed mid-request (the bucket became unreachable), until set to undefined.
   */
  faults: { putsBeforeFailure?: number };
  close(): Promise<void>;
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(res: ServerResponse, status: number, code: string, message: string, withBody = true) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/xml');
  res.end(
    withBody
      ? `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
      : undefined,
  );
}

/** Decodes an `aws-chunked` body (SDK streaming uploads with trailing checksums). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    at = lineEnd + 2;
    if (!size) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  return Buffer.concat(parts);
}

function verifySignature(
  req: IncomingMessage,
  url: URL,
  payloadHash: string,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'missing or malformed Authorization header';
  const [, accessKeyId, date, region, signedHeaders, signature] = m as unknown as string[];
  if (accessKeyId !== creds.accessKeyId) return 'unknown access key';
  if (region !== creds.region) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential scope';
  const headerNames = signedHeaders!.split(';');
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date'))
    return 'host and x-amz-date must be signed';
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${String(joined).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${creds.secretAccessKey}`, date!);
  key = hmac(key, region!);
  key = hmac(key, 's3');
  key = hmac(key, 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

export async function startS3TestServer(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'granite-media';
  const creds = {
    accessKeyId: options.accessKeyId ?? 'TESTACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'test-secret-key-0123456789',
    region: options.region ?? 'us-east-1',
  };
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];
  const faults: S3TestServer['faults'] = {};

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const isHead = req.method === 'HEAD';
      const declaredHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (!declaredHash)
        return xmlError(res, 400, 'InvalidRequest', 'x-amz-content-sha256 is required', !isHead);
      if (/^[0-9a-f]{64}$/.test(declaredHash) && sha256Hex(raw) !== declaredHash) {
        return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'payload hash mismatch', !isHead);
      }
      const problem = verifySignature(req, url, declaredHash, creds);
      if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch', problem, !isHead);

      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      log.push(`${req.method} ${key}`);
      if (bucketName !== bucket)
        return xmlError(res, 404, 'NoSuchBucket', 'The bucket does not exist', !isHead);
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'object key required', !isHead);

      switch (req.method) {
        case 'PUT': {
          if (faults.putsBeforeFailure !== undefined) {
            if (faults.putsBeforeFailure <= 0) return req.socket.destroy();
            faults.putsBeforeFailure--;
          }
          const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
          const body = chunked || declaredHash.startsWith('STREAMING-') ? decodeAwsChunked(raw) : raw;
          objects.set(key, {
            body,
            contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
            cacheControl: req.headers['cache-control'],
          });
          res.statusCode = 200;
          res.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          const object = objects.get(key);
          if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', !isHead);
          res.statusCode = 200;
          res.setHeader('content-type', object.contentType);
          res.setHeader('content-length', object.body.length);
          res.setHeader('etag', `"${createHash('md5').update(object.body).digest('hex')}"`);
          if (object.cacheControl) res.setHeader('cache-control', object.cacheControl);
          return res.end(isHead ? undefined : object.body);
        }
        case 'DELETE':
          objects.delete(key);
          res.statusCode = 204;
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'method not allowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...creds,
    objects,
    log,
    faults,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
