// D43, ADR 023: the IRP adapter against the stand-in over HTTP, without the app: the IRP's coded
// refusals reach the caller as they were written (1010, 1008, 2140, 2173, 2148), an expired session is
// renewed once (1005), and an IRP that cannot be reached is tried again with backoff, then reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IrpStandin, startIrpStandin } from '../../irp-standin/standin';
import { IRP_USER } from '../../test/irp';
import type { DocumentSnapshot } from '../documents/snapshot';
import { buildInv01 } from './inv01';
import { type IrpCredentials, IrpRefusal, IrpUnreachable, irpClient, signedQrData } from './irp-client';

let irp: IrpStandin;
beforeAll(async () => {
  irp = await startIrpStandin({ users: [{ ...IRP_USER, gstin: '29AABCU9603R1ZJ' }] });
});
afterAll(async () => irp?.close());

const client = () =>
  irpClient({ baseUrl: irp.url, publicKey: irp.publicKey, attempts: 3, backoffMs: 1, timeoutMs: 5000 });
const creds: IrpCredentials = { ...IRP_USER, gstin: '29AABCU9603R1ZJ' };

const snapshot = {
  version: 1,
  orderId: 1,
  vendorId: 1,
  status: 'shipped',
  supplier: {
    name: 'Vikram Granites',
    address: '14 Peenya Industrial Area',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
    gstin: '29AABCU9603R1ZJ',
    phone: null,
    email: null,
  },
  recipient: {
    name: 'Iyer Constructions',
    gstin: '33AAACR5055K1ZE',
    billingAddress: '12 Anna Salai, Chennai 600002',
    billingState: 'Tamil Nadu',
    deliveryAddress: '12 Anna Salai, Chennai 600002',
    phone: null,
  },
  productName: 'Absolute Black slabs',
  hsn: '68022390',
  quantitySqft: 100,
  billedSqftX100: null,
  pricePaise: 12_000,
  subtotalPaise: 1_200_000,
  freightPaise: null,
  exWorks: true,
  gstRate: 18,
  gstPaise: 216_000,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 216_000,
  totalPaise: 1_416_000,
  placeOfSupply: 'Tamil Nadu',
  slabs: [],
  createdAt: '2026-12-01T06:30:00.000Z',
  shippedAt: '2026-12-07T06:30:00.000Z',
  transport: {
    transporter: null,
    transporterGstin: null,
    vehicleNumber: null,
    distanceKm: null,
    lrNumber: null,
  },
  currency: 'INR',
  taxLines: [{ kind: 'igst', rate: 18, amount: 216_000 }],
} as DocumentSnapshot;

const invoice = (number: string, fields: Partial<DocumentSnapshot> = {}) =>
  buildInv01({
    kind: 'tax_invoice',
    number,
    issuedAt: new Date('2026-12-07T06:30:00Z'),
    snapshot: { ...snapshot, ...fields },
  });

async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IrpRefusal) return { code: error.code, message: error.irpMessage };
    throw error;
  }
  throw new Error('the IRP accepted it');
}

describe('the IRP adapter', () => {
  it("hands on the IRP's coded refusals: wrong client, wrong password, a document against the schema or the tax rules, an unknown IRN", async () => {
    expect(
      await refusalOf(client().generate({ ...creds, clientSecret: 'wrong' }, invoice('VG/26-27/0101'))),
    ).toEqual({
      code: '1010',
      message: 'Invalid Client-ID/Client-Secret',
    });
    expect(
      (await refusalOf(client().generate({ ...creds, password: 'wrong' }, invoice('VG/26-27/0102')))).code,
    ).toBe('1008');
    const c = client();
    expect((await refusalOf(c.generate(creds, { ...invoice('VG/26-27/0103'), ItemList: [] }))).code).toBe(
      '2140',
    );
    // CGST and SGST on a supply from Karnataka to Tamil Nadu.
    const split = invoice('VG/26-27/0104');
    split.ItemList![0] = { ...split.ItemList![0]!, IgstAmt: 0, CgstAmt: 1080, SgstAmt: 1080 };
    expect(await refusalOf(c.generate(creds, split))).toMatchObject({ code: '2173' });
    expect((await refusalOf(c.getByIrn(creds, 'a'.repeat(64)))).code).toBe('2148');
  });

  it("signs the QR code with the document's own facts and renews an expired session once", async () => {
    const c = client();
    const done = await c.generate(creds, invoice('VG/26-27/0105'));
    expect(signedQrData(done.signedQrCode)).toMatchObject({
      SellerGstin: '29AABCU9603R1ZJ',
      BuyerGstin: '33AAACR5055K1ZE',
      DocNo: 'VG/26-27/0105',
      DocTyp: 'INV',
      TotInvVal: 14_160,
      Irn: done.irn,
    });
    const auths = () => irp.log.filter((l) => l === 'POST /eivital/v1.04/auth').length;
    const before = auths();
    irp.clock.offsetMs = 7 * 3_600_000; // the IRP's 6-hour token has expired
    expect((await c.getByIrn(creds, done.irn)).ackNo).toBe(done.ackNo);
    expect(auths()).toBe(before + 1);
    irp.clock.offsetMs = 0;
  });

  it('tries an IRP that cannot be reached again with backoff, then says so', async () => {
    const down = irpClient({
      baseUrl: 'http://127.0.0.1:9',
      publicKey: irp.publicKey,
      attempts: 3,
      backoffMs: 1,
      timeoutMs: 500,
    });
    await expect(down.generate(creds, invoice('VG/26-27/0106'))).rejects.toBeInstanceOf(IrpUnreachable);
  });
});
