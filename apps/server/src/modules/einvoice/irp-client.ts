// D43, ADR 023: the adapter of the Invoice Registration Portal's API, as NIC's e-invoice API
// publishes it: authentication (eivital v1.04: the credentials encrypted with the IRP's public key, a
// session key sent back encrypted with our app key), generation of an IRN, its cancellation and a
// lookup by IRN (eicore v1.03: payloads encrypted with the session key). It retries with backoff
// when the IRP cannot be reached, and is idempotent: generating a document the IRP already has
// answers error 2150 "Duplicate IRN" with the IRN in InfoDtls, and the adapter then fetches that
// IRN's details instead of failing. The IRP's base URL is configuration (IRP_BASE_URL); tests and the
// demo talk to the local stand-in (apps/server/src/irp-standin), never to a mock.
import { createHash } from 'node:crypto';
import {
  aesDecrypt,
  encryptForIrp,
  jwsPayload,
  newAppKey,
  openFromSession,
  sealForSession,
} from './irp-crypto';

export type IrpConfig = {
  baseUrl: string;
  /** The IRP's RSA public key (PEM) for the auth call. */
  publicKey: string;
  /** Tries per call when the IRP cannot be reached, and the first wait (doubled each time). */
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
};

/** What the IRP is called with: the manufacturer's GSTIN and its API credentials. */
export type IrpCredentials = {
  gstin: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
};

/** A registered document as the IRP answers it. */
export type IrnDetails = {
  irn: string;
  ackNo: string;
  ackDate: Date;
  signedInvoice: string;
  signedQrCode: string;
  /** ACT (active) or CNL (cancelled). */
  status: string;
};

/** The IRP answered with an error: its code and message, as it wrote them. */
export class IrpRefusal extends Error {
  constructor(
    readonly code: string,
    readonly irpMessage: string,
    readonly info: unknown = null,
  ) {
    super(`IRP error ${code}: ${irpMessage}`);
  }
}

/** The IRP could not be reached (or kept failing) after every try. */
export class IrpUnreachable extends Error {}

/** The IRP's codes the adapter acts on (its published error list). */
export const IRP_CODES = { duplicateIrn: '2150', invalidToken: '1005' } as const;

type Envelope = {
  Status: number | string;
  Data?: unknown;
  ErrorDetails?: { ErrorCode: string; ErrorMessage: string }[] | null;
  InfoDtls?: { InfCd: string; Desc: unknown }[] | null;
};

type Session = { authToken: string; sek: Buffer; expiresAt: number };

/** "2026-12-07 15:30:00", India time, as the IRP writes its dates. */
export const irpDate = (text: string): Date => new Date(`${text.replace(' ', 'T')}+05:30`);

type IrnAnswer = {
  AckNo: number | string;
  AckDt: string;
  Irn: string;
  SignedInvoice: string;
  SignedQRCode: string;
  Status?: string;
};

const detailsOf = (a: IrnAnswer): IrnDetails => ({
  irn: a.Irn,
  ackNo: String(a.AckNo),
  ackDate: irpDate(a.AckDt),
  signedInvoice: a.SignedInvoice,
  signedQrCode: a.SignedQRCode,
  status: a.Status ?? 'ACT',
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function irpClient(config: IrpConfig) {
  const sessions = new Map<string, Session>();
  // A session belongs to the exact credentials it was opened with: changed ones authenticate anew.
  const sessionKey = (c: IrpCredentials) =>
    createHash('sha256')
      .update(JSON.stringify([c.gstin, c.clientId, c.clientSecret, c.username, c.password]))
      .digest('hex');

  /** One HTTP exchange, tried again with backoff when the IRP cannot be reached or answers 5xx. */
  async function exchange(path: string, init: RequestInit): Promise<Envelope> {
    let last: unknown;
    for (let attempt = 0; attempt < config.attempts; attempt++) {
      if (attempt > 0) await wait(config.backoffMs * 2 ** (attempt - 1));
      try {
        const res = await fetch(`${config.baseUrl.replace(/\/$/, '')}${path}`, {
          ...init,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (res.status >= 500 || res.status === 429) {
          last = new Error(`IRP answered HTTP ${res.status}`);
          continue;
        }
        return (await res.json()) as Envelope;
      } catch (error) {
        last = error;
      }
    }
    throw new IrpUnreachable(
      `The Invoice Registration Portal could not be reached (${(last as Error)?.message ?? 'no answer'}); please try again`,
    );
  }

  const refusalOf = (env: Envelope) => {
    const first = env.ErrorDetails?.[0];
    return new IrpRefusal(
      first?.ErrorCode ?? 'unknown',
      first?.ErrorMessage ?? 'The IRP refused the request',
      env.InfoDtls ?? null,
    );
  };

  async function authenticate(c: IrpCredentials): Promise<Session> {
    const appKey = newAppKey();
    const env = await exchange('/eivital/v1.04/auth', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        client_id: c.clientId,
        client_secret: c.clientSecret,
        Gstin: c.gstin,
      },
      body: JSON.stringify({
        Data: encryptForIrp(config.publicKey, {
          UserName: c.username,
          Password: c.password,
          AppKey: appKey.toString('base64'),
          ForceRefreshAccessToken: false,
        }),
      }),
    });
    if (String(env.Status) !== '1') throw refusalOf(env);
    const data = env.Data as { AuthToken: string; Sek: string; TokenExpiry: string };
    const session = {
      authToken: data.AuthToken,
      sek: aesDecrypt(appKey, data.Sek),
      // Renewed ten minutes before the IRP's own expiry.
      expiresAt: irpDate(data.TokenExpiry).getTime() - 10 * 60_000,
    };
    sessions.set(sessionKey(c), session);
    return session;
  }

  async function session(c: IrpCredentials): Promise<Session> {
    const known = sessions.get(sessionKey(c));
    return known && known.expiresAt > Date.now() ? known : authenticate(c);
  }

  /** An authenticated call; a token the IRP no longer knows is renewed once. */
  async function call<T>(
    c: IrpCredentials,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<T> {
    for (let renewed = false; ; renewed = true) {
      const s = await session(c);
      const env = await exchange(path, {
        method,
        headers: {
          'content-type': 'application/json',
          client_id: c.clientId,
          client_secret: c.clientSecret,
          Gstin: c.gstin,
          user_name: c.username,
          AuthToken: s.authToken,
        },
        ...(payload === undefined ? {} : { body: JSON.stringify({ Data: sealForSession(s.sek, payload) }) }),
      });
      if (String(env.Status) === '1') return openFromSession<T>(s.sek, env.Data as string);
      const refusal = refusalOf(env);
      if (refusal.code === IRP_CODES.invalidToken && !renewed) {
        sessions.delete(sessionKey(c));
        continue;
      }
      throw refusal;
    }
  }

  async function getByIrn(c: IrpCredentials, irn: string): Promise<IrnDetails> {
    return detailsOf(await call<IrnAnswer>(c, 'GET', `/eicore/v1.03/Invoice/irn/${encodeURIComponent(irn)}`));
  }

  return {
    /** Registers an INV-01 document; a document the IRP already has answers with its existing IRN. */
    async generate(c: IrpCredentials, document: unknown): Promise<IrnDetails & { duplicate: boolean }> {
      try {
        return {
          ...detailsOf(await call<IrnAnswer>(c, 'POST', '/eicore/v1.03/Invoice', document)),
          duplicate: false,
        };
      } catch (error) {
        if (!(error instanceof IrpRefusal) || error.code !== IRP_CODES.duplicateIrn) throw error;
        const dup = (error.info as { InfCd: string; Desc: { Irn?: string } }[] | null)?.find(
          (i) => i.InfCd === 'DUPIRN',
        );
        if (!dup?.Desc?.Irn) throw error;
        return { ...(await getByIrn(c, dup.Desc.Irn)), duplicate: true };
      }
    },

    /** Cancels an IRN (reason 1–4 and a remark); the IRP refuses after 24 hours. */
    async cancel(
      c: IrpCredentials,
      irn: string,
      reason: string,
      remark: string,
    ): Promise<{ irn: string; cancelledAt: Date }> {
      const answer = await call<{ Irn: string; CancelDate: string }>(
        c,
        'POST',
        '/eicore/v1.03/Invoice/Cancel',
        {
          Irn: irn,
          CnlRsn: reason,
          CnlRem: remark,
        },
      );
      return { irn: answer.Irn, cancelledAt: irpDate(answer.CancelDate) };
    },

    getByIrn,
  };
}

export type IrpClient = ReturnType<typeof irpClient>;

/** What the signed QR code says (its JWS payload's `data`), for the document's checks. */
export function signedQrData(signedQrCode: string): Record<string, unknown> | null {
  const payload = jwsPayload<{ data?: string }>(signedQrCode);
  if (!payload?.data) return null;
  try {
    return JSON.parse(payload.data) as Record<string, unknown>;
  } catch {
    return null;
  }
}
