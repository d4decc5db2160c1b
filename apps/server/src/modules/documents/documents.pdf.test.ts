// D35: the order's papers read back as text (pdftotext from poppler-utils, see README's system
// needs) and the e-way bill's data checked against the portal's published schema.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { challanPdf, proformaPdf, slabSummary, taxInvoicePdf } from './documents.pdf';
import { EwayBillIncomplete, ewayBillJson, transportDocNo } from './eway-bill';
import schema from './eway-bill.schema.json' with { type: 'json' };
import type { OrderPaper } from './paper';

const dir = mkdtempSync(join(tmpdir(), 'papers-'));
function textOf(pdf: Buffer, name = 'doc.pdf'): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

export function paper(over: Partial<OrderPaper> = {}): OrderPaper {
  return {
    orderId: 42,
    vendorId: 7,
    status: 'shipped',
    supplier: {
      name: 'Gupta Marble Kishangarh',
      address: '14 RIICO Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: '29AABCU9603R1ZJ',
      phone: '+91 98450 12345',
      email: 'sales@gmk.example',
    },
    recipient: {
      name: 'रमेश कुमार Builders',
      gstin: '29AAGCB1286Q1Z4',
      billingAddress: '7 MG Road, Bengaluru 560001',
      billingState: 'Karnataka',
      deliveryAddress: 'Site 9, Whitefield, Bengaluru 560066',
      phone: '+91 99000 11111',
      delivery: { city: 'Bengaluru', pin: '560066', state: 'Karnataka' },
    },
    productName: 'Absolute Black Granite Slab',
    hsn: '68022390',
    quantitySqft: 2848,
    billedSqftX100: 284_750,
    pricePaise: 12_000,
    subtotalPaise: 34_170_000,
    freightPaise: 0,
    exWorks: false,
    gstRate: 18,
    gstPaise: 6_150_600,
    cgstPaise: 3_075_300,
    sgstPaise: 3_075_300,
    igstPaise: 0,
    totalPaise: 40_320_600,
    placeOfSupply: 'Karnataka',
    slabs: [1, 2, 3, 5].map((sequence) => ({
      lotNumber: 'L-7',
      blockNumber: 'B114',
      sequence,
      lengthMm: 2950,
      widthMm: 1850,
      billedSqft: 58.74,
    })),
    createdAt: new Date('2026-11-20T06:00:00Z'),
    shippedAt: new Date('2026-11-25T06:00:00Z'),
    transport: {
      transporter: 'VRL Logistics',
      transporterGstin: '29AABCV3609C1ZJ',
      vehicleNumber: 'KA01AB1234',
      distanceKm: 42,
      lrNumber: 'LR-5521',
      lrDate: '2026-11-24',
      vehicleType: 'R',
    },
    ...over,
  };
}

const issue = (kind: 'proforma' | 'tax-invoice' | 'challan', number: string) => ({
  kind,
  number,
  issuedAt: new Date('2026-11-25T06:00:00Z'),
});

describe('tax invoice', () => {
  it('prints the parties, place of supply, HSN, each tax, the total and the words', async () => {
    const pdf = await taxInvoicePdf(paper(), issue('tax-invoice', 'GMK/26-27/0007'));
    if (process.env.PAPERS_OUT) writeFileSync(join(process.env.PAPERS_OUT, 'tax-invoice.pdf'), pdf);
    const text = textOf(pdf);
    for (const expected of [
      'TAX INVOICE',
      'Gupta Marble Kishangarh',
      'GSTIN: 29AABCU9603R1ZJ',
      'GSTIN: 29AAGCB1286Q1Z4',
      'GMK/26-27/0007',
      '25/11/2026',
      '29-Karnataka',
      'Reverse charge',
      '68022390',
      '2,847.50 sq.ft',
      'Lot L-7 · block B114 · slabs 1–3, 5 (4 slabs)',
      'CGST @ 9%',
      'SGST @ 9%',
      '30,753.00',
      '4,03,206.00',
      'Rupees Four Lakh Three Thousand Two Hundred Six Only',
      'For Gupta Marble Kishangarh',
      'Authorised Signatory',
      'KA01AB1234',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Reverse charge\s+No/);
    expect(text).not.toContain('IGST');
    // The ₹ sign and a name written in Hindi come out as themselves.
    expect(text).toContain('₹');
    expect(text).toContain('रमेश कुमार Builders');
  });

  it('charges IGST when the place of supply is another state', async () => {
    const text = textOf(
      await taxInvoicePdf(
        paper({
          supplier: { ...paper().supplier, state: 'Andhra Pradesh', gstin: '37AABCU9603R1ZM' },
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 6_150_600,
        }),
        issue('tax-invoice', 'GMK/26-27/0008'),
      ),
    );
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('61,506.00');
    expect(text).toContain('37-Andhra Pradesh');
    expect(text).not.toContain('CGST');
  });
});

describe('bill-to-ship-to (D34)', () => {
  it('prints the consignee as "Ship to" with its GSTIN and state on the tax invoice and the challan', async () => {
    const shipTo = paper({
      recipient: {
        ...paper().recipient,
        consignee: {
          name: 'Sri Murugan Constructions',
          address: '21 Poonamallee High Road',
          city: 'Chennai',
          state: 'Tamil Nadu',
          pin: '600002',
          gstin: '33AADCS5555K1Z5',
        },
      },
    });
    for (const pdf of [
      await taxInvoicePdf(shipTo, issue('tax-invoice', 'GMK/26-27/0008')),
      await challanPdf(shipTo, issue('challan', 'DC-42'), 'GMK/26-27/0008'),
    ]) {
      const text = textOf(pdf, 'ship-to.pdf');
      for (const expected of [
        'SHIP TO',
        'Sri Murugan Constructions',
        'GSTIN: 33AADCS5555K1Z5',
        '33-Tamil Nadu',
      ])
        expect(text).toContain(expected);
      // Billed to the buyer, in its own state.
      expect(text).toContain('GSTIN: 29AAGCB1286Q1Z4');
    }
  });
});

describe('proforma invoice and delivery challan', () => {
  it('the proforma states the agreed price and is not a tax invoice', async () => {
    const text = textOf(await proformaPdf(paper(), issue('proforma', 'PI-42')));
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('Not a tax invoice');
    expect(text).toContain('4,03,206.00');
  });

  it('the challan lists each slab with lot, block, sequence, size and sq.ft', async () => {
    const pdf = await challanPdf(paper(), issue('challan', 'DC-42'), 'GMK/26-27/0007');
    if (process.env.PAPERS_OUT) writeFileSync(join(process.env.PAPERS_OUT, 'challan.pdf'), pdf);
    const text = textOf(pdf);
    expect(text).toContain('DELIVERY CHALLAN');
    expect(text).toMatch(/L-7\s+B114\s+5\s+2,950 × 1,850\s+58\.74/);
    expect(text).toMatch(/4 slabs\s+Total\s+234\.96/);
  });

  it('the challan of a typed quantity states the sq.ft', async () => {
    const text = textOf(
      await challanPdf(paper({ slabs: [], billedSqftX100: null }), issue('challan', 'DC-42'), null),
    );
    expect(text).toContain('2,848.00 sq.ft');
  });

  it('slab ranges read as the trade writes them', () => {
    expect(slabSummary(paper().slabs)).toBe('Lot L-7 · block B114 · slabs 1–3, 5 (4 slabs)');
  });
});

describe('e-way bill data', () => {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(schema);

  it('validates against the bulk generation schema (version 1.0.0621)', () => {
    const json = ewayBillJson(paper(), 'GMK/26-27/0007', new Date('2026-11-25T06:00:00Z'));
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    const bill = json.billLists[0]!;
    expect(bill).toMatchObject({
      docType: 'INV',
      docNo: 'GMK/26-27/0007',
      docDate: '25/11/2026',
      fromGstin: '29AABCU9603R1ZJ',
      toGstin: '29AAGCB1286Q1Z4',
      fromStateCode: 29,
      toStateCode: 29,
      toPincode: 560066,
      vehicleNo: 'KA01AB1234',
      transDistance: 42,
      totalValue: 341_700,
      cgstValue: 30_753,
      sgstValue: 30_753,
      igstValue: 0,
      totInvValue: 403_206,
    });
    expect(bill.itemList[0]).toMatchObject({
      hsnCode: 68022390,
      quantity: 2847.5,
      qtyUnit: 'SQF',
      cgstRate: 9,
    });
  });

  it('keeps the last 15 characters of the LR number, dated by the LR, and takes every NIC vehicle format', () => {
    expect(transportDocNo('VRL/BLR/2026-27/004512')).toBe('/2026-27/004512');
    expect(transportDocNo('LR 5521')).toBe('LR5521');
    for (const vehicleNo of [
      'KA01AB1234',
      'KA011234',
      'KA01A1234',
      'KA123A1234',
      'KA01ABC1234',
      'ABC1234',
      '22BH1234AB',
      'DF15B123456K',
      'TMKA01A1234',
      'NPBA1234567',
    ]) {
      const json = ewayBillJson(
        paper({ transport: { ...paper().transport, vehicleNumber: vehicleNo } }),
        'GMK/26-27/0007',
        new Date(),
      );
      expect(validate(json), `${vehicleNo}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const bill = ewayBillJson(paper(), 'GMK/26-27/0007', new Date('2026-11-25T06:00:00Z')).billLists[0]!;
    expect(bill).toMatchObject({
      transDocNo: 'LR-5521',
      transDocDate: '24/11/2026',
      toPlace: 'Bengaluru',
      transType: 1,
    });
  });

  it('says bill-to-ship-to (2), bill-from-dispatch-from (3) or both (4), with the parties', () => {
    const consignee = {
      name: 'Sri Murugan Constructions',
      address: '21 Poonamallee High Road',
      city: 'Chennai',
      state: 'Tamil Nadu' as const,
      pin: '600002',
      gstin: null,
    };
    const yard = { address: 'Yard 3, SIPCOT', city: 'Hosur', state: 'Tamil Nadu' as const, pin: '635126' };
    const both = ewayBillJson(
      paper({
        recipient: { ...paper().recipient, consignee },
        transport: { ...paper().transport, dispatchFrom: yard },
      }),
      'GMK/26-27/0007',
      new Date(),
    );
    expect(validate(both), JSON.stringify(validate.errors)).toBe(true);
    expect(both.billLists[0]).toMatchObject({
      transType: 4,
      fromStateCode: 29,
      actualFromStateCode: 33,
      fromPincode: 635126,
      toStateCode: 29,
      actualToStateCode: 33,
      toPincode: 600002,
      toPlace: 'Chennai',
      shipToGSTIN: 'URP',
      shipToTradeName: 'Sri Murugan Constructions',
    });
  });

  it('names what is missing instead of writing PIN 999999 or state 99', () => {
    const bare = paper({
      supplier: { ...paper().supplier, gstin: null, pincode: null },
      recipient: {
        ...paper().recipient,
        delivery: { city: null, pin: null, state: null },
        deliveryAddress: 'Whitefield',
      },
      transport: { ...paper().transport, distanceKm: null, lrDate: null },
    });
    let missing: Record<string, string> = {};
    try {
      ewayBillJson(bare, 'GMK/26-27/0007', new Date());
    } catch (error) {
      expect(error).toBeInstanceOf(EwayBillIncomplete);
      missing = (error as EwayBillIncomplete).missing;
    }
    expect(Object.keys(missing).sort()).toEqual([
      'deliveryCity',
      'deliveryPin',
      'deliveryState',
      'distanceKm',
      'lrDate',
      'supplier.pin',
      'supplierGstin',
    ]);
  });

  it('the schema refuses a bill without a vehicle pattern or a seven-digit PIN', () => {
    const json = ewayBillJson(paper(), 'GMK/26-27/0007', new Date());
    json.billLists[0]!.vehicleNo = 'ka 01';
    json.billLists[0]!.toPincode = 1234567;
    expect(validate(json)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(
      expect.arrayContaining(['/billLists/0/vehicleNo', '/billLists/0/toPincode']),
    );
  });
});
