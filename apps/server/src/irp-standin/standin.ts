// D43, ADR 023: a local stand-in of the Invoice Registration Portal, its own small HTTP server
// (node:http) keeping the contract of NIC's e-invoice API as published: authentication (eivital
// v1.04: the credentials' JSON, Base64-encoded and RSA-encrypted with this IRP's public key; a session
// key encrypted with the caller's app key), generation of an IRN (eicore v1.03, payloads AES-256-ECB
// under the session key), cancellation within 24 hours, lookup by IRN, and the IRP's error answers
// (`{ Status: 0, ErrorDetails: [{ ErrorCode, ErrorMessage }], InfoDtls }`) with its published codes.
// The IRN is the SHA-256 of the supplier's GSTIN, the financial year, the document type and number;
// the signed invoice and the signed QR code are JWS (RS256) under this stand-in's own key.
// The server's tests and `npm start`'s demo run it; it imports nothing from the server but the
// published INV-01 schema both sides hold.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createSign,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv from 'ajv';
import schema from '../modules/einvoice/inv01.schema.json' with { type: 'json' };

/** An API user of the IRP: its client id and secret, and the taxpayer's username, password and GSTIN ('*' for any). */
export type StandinUser = {
  gstin: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
};

type Stored = {
  gstin: string;
  irn: string;
  ackNo: string;
  ackAt: Date;
  answer: Record<string, unknown>;
  status: 'ACT' | 'CNL';
  cancelledAt?: Date;
};

export type IrpStandin = {
  url: string;
  /** The RSA public key (PEM) the auth call's credentials are encrypted with. */
  publicKey: string;
  /** The public key (PEM) the signed invoice and QR code verify with. */
  signingKey: string;
  /** Registered documents by IRN. */
  invoices: Map<string, Stored>;
  /** Every request as "METHOD path", for assertions on what the adapter did. */
  log: string[];
  /** Moves the stand-in's clock (e.g. past the 24 hours of a cancellation). */
  clock: { offsetMs: number };
  /**
   * Faults for the resilience tests: the next `dropConnections` requests have their connection
   * destroyed before any answer; `loseNextGenerateAnswer` registers the next document, then drops
   * the connection instead of answering (the answer lost on the way back).
   */
  faults: { dropConnections: number; loseNextGenerateAnswer: boolean };
  close(): Promise<void>;
};

// An INV-01 document once it passed the schema: its fields are read as the schema lays them out.
// biome-ignore lint/suspicious/noExplicitAny: JSON checked against the published schema just before.
type Checked = Record<string, any>;

const ajv = new Ajv({ allErrors: true });
// Called as a plain predicate: the document keeps its loose type after the check.
const validate = ajv.compile(schema) as ((data: unknown) => boolean) & { errors?: typeof ajv.errors };

/** "2026-12-07 15:30:00", India time, as the IRP writes dates. */
function irpDateTime(at: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The financial year of a dd/mm/yyyy date: "2026-27". */
function financialYear(day: string): string {
  const [, month, year] = day.split('/').map(Number) as [number, number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const aes = (key: Buffer, plain: Buffer) => {
  const c = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([c.update(plain), c.final()]).toString('base64');
};
const unaes = (key: Buffer, text: string) => {
  const d = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([d.update(Buffer.from(text, 'base64')), d.final()]);
};

function jws(key: KeyObject, payload: unknown): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

const money = (v: unknown) => (typeof v === 'number' ? v : 0);
const sum = (items: Record<string, unknown>[], field: string) =>
  items.reduce((s, i) => s + money(i[field]), 0);

/** The IRP's business rules on an invoice that passed the schema: its first error, or null. */
function businessError(inv: Checked): [string, string] | null {
  const items: Record<string, unknown>[] = inv.ItemList;
  const intra = String(inv.BuyerDtls.Pos) === String(inv.SellerDtls.Stcd);
  const igstOnIntra = inv.TranDtls.IgstOnIntra === 'Y';
  if (intra && !igstOnIntra && sum(items, 'IgstAmt') > 0)
    return [
      '2172',
      'For intra-state transaction, IGST amounts are not applicable; only CGST and SGST amounts are applicable',
    ];
  if (!intra && (sum(items, 'CgstAmt') > 0 || sum(items, 'SgstAmt') > 0))
    return [
      '2173',
      'For inter-state transaction, CGST and SGST amounts are not applicable; only IGST amount is applicable',
    ];
  for (const item of items)
    if (Math.abs(money(item.AssAmt) - (money(item.TotAmt) - money(item.Discount))) > 1)
      return [
        '2193',
        `For HSN - ${item.HsnCd} and Sl. No - ${item.SlNo}, AssAmt value should be equal to (TotAmt - Discount)`,
      ];
  if (Math.abs(sum(items, 'AssAmt') - money(inv.ValDtls.AssVal)) > 1)
    return ['2182', 'Total taxable value of all items must be equal to the total taxable value'];
  const expected =
    sum(items, 'TotItemVal') +
    money(inv.ValDtls.OthChrg) -
    money(inv.ValDtls.Discount) +
    money(inv.ValDtls.RndOffAmt);
  if (Math.abs(expected - money(inv.ValDtls.TotInvVal)) > 1) return ['2189', 'Invalid total invoice value'];
  return null;
}

export async function startIrpStandin(
  options: { users?: StandinUser[]; port?: number; host?: string } = {},
): Promise<IrpStandin> {
  const users = options.users ?? [];
  const encryption = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sessions = new Map<string, { user: StandinUser; gstin: string; sek: Buffer; expires: number }>();
  const invoices = new Map<string, Stored>();
  const log: string[] = [];
  const clock = { offsetMs: 0 };
  const faults = { dropConnections: 0, loseNextGenerateAnswer: false };
  let ackCounter = 0;
  const now = () => new Date(Date.now() + clock.offsetMs);

  const send = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, code: string, message: string, info: unknown = null) =>
    send(res, {
      Status: 0,
      Data: null,
      ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }],
      InfoDtls: info,
    });

  async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return null;
    }
  }

  const header = (req: IncomingMessage, name: string) => {
    const v = req.headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
  };

  function auth(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown> | null) {
    const user = users.find(
      (u) => u.clientId === header(req, 'client_id') && u.clientSecret === header(req, 'client_secret'),
    );
    if (!user) return error(res, '1010', 'Invalid Client-ID/Client-Secret');
    const gstin = header(req, 'Gstin') ?? '';
    let creds: { UserName?: string; Password?: string; AppKey?: string };
    try {
      const decrypted = privateDecrypt(
        { key: encryption.privateKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(String(body?.Data ?? ''), 'base64'),
      );
      creds = JSON.parse(Buffer.from(decrypted.toString('utf8'), 'base64').toString('utf8'));
    } catch {
      return error(res, '1013', 'Decryption of password failed');
    }
    const appKey = Buffer.from(creds.AppKey ?? '', 'base64');
    if (appKey.length !== 32) return error(res, '1007', 'Authentication failed. Pls. inform the helpdesk');
    if (creds.UserName !== user.username || creds.Password !== user.password)
      return error(res, '1008', 'Invalid login credentials.');
    if (user.gstin !== '*' && user.gstin !== gstin) return error(res, '1014', 'Invalid GSTIN for this user');
    const sek = randomBytes(32);
    const authToken = randomBytes(18).toString('base64url');
    const expires = now().getTime() + 360 * 60_000;
    sessions.set(authToken, { user, gstin, sek, expires });
    send(res, {
      Status: 1,
      Data: {
        ClientId: user.clientId,
        UserName: user.username,
        AuthToken: authToken,
        Sek: aes(appKey, sek),
        TokenExpiry: irpDateTime(new Date(expires)),
      },
      ErrorDetails: null,
      InfoDtls: null,
    });
  }

  /** The session of an eicore call, or null after answering 1005. */
  function sessionOf(req: IncomingMessage, res: ServerResponse) {
    const s = sessions.get(header(req, 'AuthToken') ?? '');
    if (
      !s ||
      s.expires < now().getTime() ||
      s.user.clientId !== header(req, 'client_id') ||
      s.user.username !== header(req, 'user_name') ||
      s.gstin !== header(req, 'Gstin')
    ) {
      error(res, '1005', 'Invalid Token');
      return null;
    }
    return s;
  }

  function openData(res: ServerResponse, sek: Buffer, body: Record<string, unknown> | null) {
    try {
      return JSON.parse(unaes(sek, String(body?.Data ?? '')).toString('utf8')) as Checked;
    } catch {
      error(
        res,
        '2140',
        'Error while validating invoice: the request could not be decrypted with the session key',
      );
      return null;
    }
  }

  const answerOf = (sek: Buffer, stored: Stored) => ({
    Status: 1,
    Data: aes(sek, Buffer.from(JSON.stringify({ ...stored.answer, Status: stored.status }))),
    ErrorDetails: null,
    InfoDtls: null,
  });

  function generate(res: ServerResponse, s: { gstin: string; sek: Buffer }, inv: Checked): boolean {
    if (!validate(inv)) {
      const first = validate.errors?.[0];
      error(
        res,
        '2140',
        `Error while validating invoice: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim(),
      );
      return false;
    }
    if (inv.SellerDtls.Gstin !== s.gstin) {
      error(res, '2143', 'Invoice does not belongs to the user GSTIN');
      return false;
    }
    const rule = businessError(inv);
    if (rule) {
      error(res, rule[0], rule[1]);
      return false;
    }
    const fy = financialYear(inv.DocDtls.Dt);
    const irn = createHash('sha256')
      .update(`${s.gstin}${fy}${inv.DocDtls.Typ}${String(inv.DocDtls.No).toUpperCase()}`)
      .digest('hex');
    const existing = invoices.get(irn);
    if (existing) {
      error(res, '2150', 'Duplicate IRN', [
        {
          InfCd: 'DUPIRN',
          Desc: { AckNo: Number(existing.ackNo), AckDt: irpDateTime(existing.ackAt), Irn: irn },
        },
      ]);
      return false;
    }
    const ackAt = now();
    const ackNo = `1126${String(++ackCounter).padStart(11, '0')}`;
    const ackDt = irpDateTime(ackAt);
    const items: Record<string, unknown>[] = inv.ItemList;
    const qr = {
      SellerGstin: inv.SellerDtls.Gstin,
      BuyerGstin: inv.BuyerDtls.Gstin,
      DocNo: inv.DocDtls.No,
      DocTyp: inv.DocDtls.Typ,
      DocDt: inv.DocDtls.Dt,
      TotInvVal: inv.ValDtls.TotInvVal,
      ItemCnt: items.length,
      MainHsnCode: items[0]?.HsnCd,
      Irn: irn,
      IrnDt: ackDt,
    };
    const stored: Stored = {
      gstin: s.gstin,
      irn,
      ackNo,
      ackAt,
      status: 'ACT',
      answer: {
        AckNo: Number(ackNo),
        AckDt: ackDt,
        Irn: irn,
        SignedInvoice: jws(signing.privateKey, {
          data: JSON.stringify({ ...inv, Irn: irn, AckNo: Number(ackNo), AckDt: ackDt }),
          iss: 'NIC',
        }),
        SignedQRCode: jws(signing.privateKey, { data: JSON.stringify(qr), iss: 'NIC' }),
        EwbNo: null,
        EwbDt: null,
        EwbValidTill: null,
        Remarks: null,
      },
    };
    invoices.set(irn, stored);
    if (faults.loseNextGenerateAnswer) {
      faults.loseNextGenerateAnswer = false;
      res.socket?.destroy();
      return true;
    }
    send(res, answerOf(s.sek, stored));
    return true;
  }

  function cancel(res: ServerResponse, s: { gstin: string; sek: Buffer }, body: Checked) {
    if (
      typeof body.Irn !== 'string' ||
      !['1', '2', '3', '4'].includes(String(body.CnlRsn)) ||
      typeof body.CnlRem !== 'string'
    )
      return error(res, '2142', 'Incomplete request parameters');
    const stored = invoices.get(body.Irn);
    if (!stored) return error(res, '2148', 'Requested IRN data is not available');
    if (stored.gstin !== s.gstin) return error(res, '2143', 'Invoice does not belongs to the user GSTIN');
    if (stored.status !== 'ACT') return error(res, '9999', 'Invoice is not active');
    // CGST Rules r.48: an IRN is cancelled within 24 hours of its generation, else only by a credit note.
    if (now().getTime() - stored.ackAt.getTime() > 24 * 3_600_000)
      return error(res, '2270', 'The allowed cancellation time limit is crossed, you cannot cancel the IRN');
    stored.status = 'CNL';
    stored.cancelledAt = now();
    send(res, {
      Status: 1,
      Data: aes(
        s.sek,
        Buffer.from(JSON.stringify({ Irn: stored.irn, CancelDate: irpDateTime(stored.cancelledAt) })),
      ),
      ErrorDetails: null,
      InfoDtls: null,
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://irp');
    log.push(`${req.method} ${url.pathname}`);
    if (faults.dropConnections > 0) {
      faults.dropConnections--;
      req.socket.destroy();
      return;
    }
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    if (body === null) return error(res, '2140', 'Error while validating invoice: the request is not JSON');
    if (req.method === 'POST' && url.pathname === '/eivital/v1.04/auth') return auth(req, res, body);
    const s = url.pathname.startsWith('/eicore/') ? sessionOf(req, res) : undefined;
    if (s === null) return;
    if (s && req.method === 'POST' && url.pathname === '/eicore/v1.03/Invoice') {
      const inv = openData(res, s.sek, body);
      if (inv) generate(res, s, inv);
      return;
    }
    if (s && req.method === 'POST' && url.pathname === '/eicore/v1.03/Invoice/Cancel') {
      const data = openData(res, s.sek, body);
      if (data) cancel(res, s, data);
      return;
    }
    const byIrn = /^\/eicore\/v1\.03\/Invoice\/irn\/([0-9a-f]{64})$/.exec(url.pathname);
    if (s && req.method === 'GET' && byIrn) {
      const stored = invoices.get(byIrn[1]!);
      if (!stored) return error(res, '2148', 'Requested IRN data is not available');
      if (stored.gstin !== s.gstin) return error(res, '2143', 'Invoice does not belongs to the user GSTIN');
      return send(res, answerOf(s.sek, stored));
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Status: 0, ErrorDetails: [{ ErrorCode: '404', ErrorMessage: 'Not found' }] }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    publicKey: encryption.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    signingKey: signing.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    invoices,
    log,
    clock,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
