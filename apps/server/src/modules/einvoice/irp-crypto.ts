// D43, ADR 023: the cryptography of the IRP's API as NIC's e-invoice API documents it (version 1.04,
// "Authentication"): the credentials' JSON is Base64-encoded and encrypted with the IRP's RSA public
// key (PKCS#1 v1.5); the app key is 32 random bytes; the IRP answers with a session encryption key
// (Sek) encrypted with the app key, and every later payload travels as AES-256/ECB/PKCS7 under the Sek.
// Also the server's own sealing of the credentials kept at rest (AES-256-GCM).
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/** A fresh app key: 32 random bytes. */
export const newAppKey = (): Buffer => randomBytes(32);

/** The auth call's `Data`: Base64 of the RSA encryption of the Base64 of the credentials' JSON. */
export function encryptForIrp(publicKeyPem: string, payload: unknown): string {
  const encoded = Buffer.from(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'), 'utf8');
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, encoded).toString(
    'base64',
  );
}

/** AES-256/ECB/PKCS7 of `plain` under `key`, Base64. */
export function aesEncrypt(key: Buffer, plain: Buffer): string {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

/** The inverse of aesEncrypt. Throws on a wrong key or a damaged text. */
export function aesDecrypt(key: Buffer, base64: string): Buffer {
  const decipher = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}

/** A JSON payload encrypted with the session key, as the IRP's `Data` takes it. */
export const sealForSession = (sek: Buffer, payload: unknown): string =>
  aesEncrypt(sek, Buffer.from(JSON.stringify(payload), 'utf8'));

/** A `Data` answer decrypted with the session key, as JSON. */
export const openFromSession = <T>(sek: Buffer, data: string): T =>
  JSON.parse(aesDecrypt(sek, data).toString('utf8')) as T;

/** The payload of a compact JWS (the IRP's signed invoice and signed QR code), unverified. */
export function jwsPayload<T>(jws: string): T | null {
  const part = jws.split('.')[1];
  if (!part) return null;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ credentials at rest

const SEAL_PREFIX = 'v1:';

/** The key sealing stored credentials, from the server's secret (AUTH_SECRET; a fixed one on a laptop). */
export const sealingKey = (secret: string | undefined): Buffer =>
  createHash('sha256')
    .update(`granite:einvoice-credentials:${secret ?? 'development-only-secret'}`)
    .digest();

/** AES-256-GCM of a credential, as "v1:<iv>.<tag>.<text>" (Base64url parts). */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${SEAL_PREFIX}${[iv, cipher.getAuthTag(), text].map((b) => b.toString('base64url')).join('.')}`;
}

/** The credential a seal holds; null when it cannot be opened (another server secret). */
export function unseal(key: Buffer, sealed: string): string | null {
  if (!sealed.startsWith(SEAL_PREFIX)) return null;
  const [iv, tag, text] = sealed
    .slice(SEAL_PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !text) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
