// D43: the INV-01 JSON (schema 1.1) made from a document's snapshot is valid against the published
// schema for a tax invoice (INV), a credit note (CRN) and a debit note (DBN); its amounts add up as
// the IRP checks them; a supply to an unregistered buyer is not e-invoiced; an export is EXPWOP.
import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from '../documents/snapshot';
import { buildInv01, inv01Problems, isEInvoiceable } from './inv01';

const snapshot = (fields: Partial<DocumentSnapshot> = {}): DocumentSnapshot => ({
  version: 1,
  orderId: 41,
  vendorId: 7,
  status: 'shipped',
  supplier: {
    name: 'Vikram Granites',
    address: '14 Peenya Industrial Area',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
    gstin: '29AABCU9603R1ZJ',
    phone: '+91 98450 12345',
    email: 'sales@vikram.example',
  },
  recipient: {
    name: 'Iyer Constructions Pvt Ltd',
    gstin: '33AAACR5055K1ZE',
    billingAddress: '12 Anna Salai, Chennai 600002',
    billingState: 'Tamil Nadu',
    deliveryAddress: 'Site 4, OMR, Chennai 600097',
    phone: '+919845012345',
  },
  productName: 'Absolute Black polished slabs "premium"',
  hsn: '68022390',
  quantitySqft: 1000,
  billedSqftX100: 98_550,
  pricePaise: 12_000,
  subtotalPaise: 11_826_000,
  freightPaise: 1_500_000,
  exWorks: false,
  gstRate: 18,
  gstPaise: 2_398_680,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 2_398_680,
  totalPaise: 15_724_680,
  placeOfSupply: 'Tamil Nadu',
  slabs: [],
  sampleCitation: null,
  createdAt: '2026-12-01T06:30:00.000Z',
  shippedAt: '2026-12-07T06:30:00.000Z',
  transport: {
    transporter: null,
    transporterGstin: null,
    vehicleNumber: 'KA01AB1234',
    distanceKm: 360,
    lrNumber: null,
  },
  currency: 'INR',
  taxLines: [{ kind: 'igst', rate: 18, amount: 2_398_680 }],
  ...fields,
});

const issuedAt = new Date('2026-12-07T06:30:00.000Z');

describe('the INV-01 JSON of a document', () => {
  it('is valid against the published schema 1.1 for a tax invoice, with its goods, freight, taxes and totals', () => {
    const json = buildInv01({ kind: 'tax_invoice', number: 'VG/26-27/0007', issuedAt, snapshot: snapshot() });
    expect(inv01Problems(json)).toEqual([]);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: 'VG/26-27/0007', Dt: '07/12/2026' },
      SellerDtls: { Gstin: '29AABCU9603R1ZJ', Stcd: '29', Pin: 560058, Loc: 'Bengaluru' },
      BuyerDtls: { Gstin: '33AAACR5055K1ZE', Pos: '33', Stcd: '33', Pin: 600002 },
      ShipDtls: { Addr1: 'Site 4, OMR, Chennai 600097', Pin: 600097, Stcd: '33' },
      ValDtls: {
        AssVal: 133_260,
        IgstVal: 23_986.8,
        CgstVal: 0,
        SgstVal: 0,
        TotInvVal: 157_246.8,
        RndOffAmt: 0,
      },
    });
    const [goods, freight] = json.ItemList!;
    expect(goods).toMatchObject({
      HsnCd: '68022390',
      Qty: 985.5,
      Unit: 'SQF',
      UnitPrice: 120,
      AssAmt: 118_260,
      GstRt: 18,
    });
    expect(freight).toMatchObject({ AssAmt: 15_000, Unit: 'OTH' });
    // The tax shared between the lines adds up to the document's, to the paisa.
    expect(Math.round((goods!.IgstAmt! + freight!.IgstAmt!) * 100)).toBe(2_398_680);
    expect(Math.round((goods!.TotItemVal! + freight!.TotItemVal!) * 100)).toBe(15_724_680);
    // The IRP refuses double quotes in text.
    expect(goods!.PrdDesc).not.toContain('"');
  });

  it('is valid for a credit note and a debit note, each citing the invoice it corrects', () => {
    for (const [kind, typ] of [
      ['credit_note', 'CRN'],
      ['debit_note', 'DBN'],
    ] as const) {
      const json = buildInv01({
        kind,
        number: `VG/CN/26-27/0001`,
        issuedAt,
        snapshot: snapshot({
          freightPaise: null,
          subtotalPaise: 1_200_000,
          billedSqftX100: 10_000,
          igstPaise: 216_000,
          gstPaise: 216_000,
          totalPaise: 1_416_000,
          taxLines: [{ kind: 'igst', rate: 18, amount: 216_000 }],
        }),
        corrects: { number: 'VG/26-27/0007', issuedAt: new Date('2026-11-30T06:30:00.000Z') },
      });
      expect(inv01Problems(json), kind).toEqual([]);
      expect(json.DocDtls!.Typ).toBe(typ);
      expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'VG/26-27/0007', InvDt: '30/11/2026' }] });
      expect(json.ValDtls).toMatchObject({ AssVal: 12_000, IgstVal: 2_160, TotInvVal: 14_160 });
    }
  });

  it("makes a note from its own lines, tax and total (the documents module's correction) and cites the invoice it names", () => {
    const json = buildInv01({
      kind: 'credit_note',
      number: 'CN/26-27/0003',
      issuedAt,
      snapshot: {
        ...snapshot(),
        correction: {
          cites: { kind: 'tax_invoice', number: 'VG/26-27/0007', issuedAt: '2026-11-30T06:30:00.000Z' },
          lines: [
            {
              description: 'Slabs returned: lot L-7, block B114, 3 slabs',
              hsn: '68022390',
              quantity: '42.50 sq.ft',
              taxable: 510_000,
            },
            {
              description: 'Lower price agreed for chipped edges',
              hsn: null,
              quantity: null,
              taxable: 100_000,
            },
          ],
          taxLines: [{ kind: 'igst', rate: 18, amount: 109_800 }],
          total: 719_800,
        },
      } as DocumentSnapshot,
    });
    expect(inv01Problems(json)).toEqual([]);
    expect(json.ValDtls).toMatchObject({ AssVal: 6_100, IgstVal: 1_098, TotInvVal: 7_198 });
    expect(json.ItemList![0]).toMatchObject({ Qty: 42.5, Unit: 'SQF', AssAmt: 5_100, IgstAmt: 918 });
    expect(json.ItemList![1]).toMatchObject({ Unit: 'OTH', AssAmt: 1_000, IgstAmt: 180, HsnCd: '68022390' });
    expect(json.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'VG/26-27/0007', InvDt: '30/11/2026' }] });
  });

  it('splits CGST and SGST within a state, and says which fields are missing when the supplier has no address', () => {
    const intra = snapshot({
      recipient: { ...snapshot().recipient, gstin: '29AAACR5055K1ZD', billingState: 'Karnataka' },
      placeOfSupply: 'Karnataka',
      igstPaise: 0,
      cgstPaise: 1_199_340,
      sgstPaise: 1_199_340,
      taxLines: [
        { kind: 'cgst', rate: 9, amount: 1_199_340 },
        { kind: 'sgst', rate: 9, amount: 1_199_340 },
      ],
    });
    const json = buildInv01({ kind: 'tax_invoice', number: 'VG/26-27/0008', issuedAt, snapshot: intra });
    expect(inv01Problems(json)).toEqual([]);
    expect(json.ValDtls).toMatchObject({ CgstVal: 11_993.4, SgstVal: 11_993.4, IgstVal: 0 });

    const bare = snapshot({ supplier: { ...snapshot().supplier, address: null, city: null, pincode: null } });
    const problems = inv01Problems(
      buildInv01({ kind: 'tax_invoice', number: 'VG/26-27/0009', issuedAt, snapshot: bare }),
    );
    expect(problems.join('; ')).toMatch(/\/SellerDtls must have required property 'Pin'/);
  });

  it("names the buyer's consignee as the ship-to party (D34, bill-to-ship-to)", () => {
    const json = buildInv01({
      kind: 'tax_invoice',
      number: 'VG/26-27/0011',
      issuedAt,
      snapshot: snapshot({
        recipient: {
          ...snapshot().recipient,
          consignee: {
            name: 'Lakshmi Builders',
            address: 'Plot 9, Sipcot Industrial Park',
            city: 'Hosur',
            state: 'Tamil Nadu',
            pin: '635126',
            gstin: '33AAACR5055K1ZE',
          },
        },
      }),
    });
    expect(inv01Problems(json)).toEqual([]);
    expect(json.ShipDtls).toEqual({
      Gstin: '33AAACR5055K1ZE',
      LglNm: 'Lakshmi Builders',
      Addr1: 'Plot 9, Sipcot Industrial Park',
      Loc: 'Hosur',
      Pin: 635126,
      Stcd: '33',
    });
  });

  it('covers invoices, credit and debit notes to registered buyers; not B2C, a challan or a proforma; an export is EXPWOP', () => {
    expect(isEInvoiceable('tax_invoice', snapshot())).toBe(true);
    expect(isEInvoiceable('debit_note', snapshot())).toBe(true);
    expect(
      isEInvoiceable('tax_invoice', snapshot({ recipient: { ...snapshot().recipient, gstin: null } })),
    ).toBe(false);
    expect(isEInvoiceable('delivery_challan', snapshot())).toBe(false);
    expect(isEInvoiceable('proforma', snapshot())).toBe(false);
    const exported = snapshot({
      currency: 'USD',
      recipient: { ...snapshot().recipient, gstin: null, billingState: null },
      placeOfSupply: null,
      igstPaise: 0,
      gstPaise: 0,
      totalPaise: 13_326_000,
      taxLines: [
        { kind: 'igst', rate: 0, amount: 0, reason: 'export_lut' },
      ] as unknown as DocumentSnapshot['taxLines'],
    });
    expect(isEInvoiceable('tax_invoice', exported)).toBe(true);
    const json = buildInv01({ kind: 'tax_invoice', number: 'VG/26-27/0010', issuedAt, snapshot: exported });
    expect(json.TranDtls!.SupTyp).toBe('EXPWOP');
    expect(json.BuyerDtls).toMatchObject({ Gstin: 'URP', Pos: '96', Stcd: '96' });
    expect(inv01Problems(json)).toEqual([]);
  });
});
