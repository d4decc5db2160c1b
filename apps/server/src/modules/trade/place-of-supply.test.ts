// D34, D35 on the server, the accountant's cases: the place of supply is where the goods are delivered
// (IGST Act s.10(1)(a)), read from the chosen delivery address, whoever the buyer is; goods delivered
// to a consignee on the buyer's direction are supplied in the buyer's state (s.10(1)(b)) and the
// e-way bill says transaction type 2 with the ship-to party. A PIN must lie in the state beside it.
// Every e-way bill made here is checked against the bulk generation schema.
import { indiaDay, type ManufacturerQuoteDetail } from '@granite/shared';
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, quoteRequests, rateLimit, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import schema from '../documents/eway-bill.schema.json' with { type: 'json' };

type Person = { cookie: string; userId: string };
type Maker = Person & { vendorId: number; productId: number };

let t: TestApp;
let categoryId: number;
let anAdmin: Person;
let ka: Maker;
const validate = new Ajv({ allErrors: true }).compile(schema);

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
  // A Karnataka supplier: its GSTIN, its Bengaluru works and PIN.
  const v = await manufacturer(t.app);
  await t.app.deps.db
    .update(vendors)
    .set({
      address: '14 Peenya Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      gstin: '29AABCU9603R1ZJ',
      // D34: a regular GST taxpayer, which charges GST (an unregistered supplier charges none).
      gstStatus: 'regular',
    })
    .where(eq(vendors.id, v.vendorId));
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: 'Absolute Black Slab',
      pricePaise: 18_000,
      vendorId: v.vendorId,
      categoryId,
      hsn: '68022390',
    })
    .returning({ id: products.id });
  ka = { ...v, productId: p!.id };
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

const KARNATAKA_BUYER = '29AAGCB7777Q1ZK';
const TAMIL_NADU_BUYER = '33AAGCC4321P1ZM';
const CHENNAI_CONSIGNEE = '33AADCS5555K1Z5';

const form = {
  customerName: 'Meera Iyer',
  mobileNumber: '9845012345',
  quantitySqft: 1000,
  deliveryCity: 'Bengaluru',
  deliveryPin: '560066',
  materialQuality: 'Premium',
  productType: 'Slabs',
};
const karnatakaBusiness = {
  companyName: 'Bengaluru Interiors Pvt Ltd',
  gstin: KARNATAKA_BUYER,
  billingAddress: '12 MG Road',
  billingCity: 'Bengaluru',
  billingState: 'Karnataka',
  billingPin: '560001',
};
const chennaiSite = {
  label: 'Chennai site',
  address: '4 Anna Salai',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pin: '600002',
};
const transport = {
  transporter: 'VRL Logistics',
  transporterGstin: '29AABCV3609C1ZJ',
  vehicleNumber: 'KA01AB1234',
  distanceKm: 350,
  // Longer than the e-way bill's 15 characters: the last 15 are kept.
  lrNumber: 'VRL/BLR/2026-27/004512',
  lrDate: '2026-12-05',
};

async function buyerWith(business: Record<string, unknown> | null): Promise<Person> {
  const b = await buyer(t.app);
  if (business) {
    const saved = await api('PUT', '/me/business', b, business);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return b;
}

/** Request → forward → reply (₹180 per sq.ft, 1,000 sq.ft, no freight) → the reply and its request. */
async function replied(b: Person, body: Record<string, unknown>) {
  const asked = await api('POST', '/quote-requests', b, { ...form, productId: ka.productId, ...body });
  expect(asked.statusCode, asked.body).toBe(201);
  const requestId = asked.json().requests[0].id as number;
  expect((await api('POST', `/admin/quote-requests/${requestId}/forward`, anAdmin)).statusCode).toBe(200);
  const res = await api('POST', `/vendor/quote-requests/${requestId}/replies`, ka, {
    price: 180,
    freight: 0,
    leadTimeDays: 7,
    validUntil: indiaDay(new Date(Date.now() + 5 * 86_400_000)),
  });
  expect(res.statusCode, res.body).toBe(201);
  const detail = res.json() as ManufacturerQuoteDetail;
  return { requestId, detail, reply: detail.replies[0]! };
}

/** Accept, confirm, ship with `shipBody`, and read the e-way bill's JSON (checked against the schema). */
async function ewayBillOf(b: Person, replyId: number, shipBody: Record<string, unknown> = transport) {
  const accepted = await api('POST', `/me/quote-replies/${replyId}/accept`, b);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const orderId = accepted.json().order.id as number;
  expect((await api('POST', `/vendor/orders/${orderId}/confirm`, ka, {})).statusCode).toBe(200);
  const shipped = await api('POST', `/vendor/orders/${orderId}/ship`, ka, shipBody);
  expect(shipped.statusCode, shipped.body).toBe(200);
  const file = await api('GET', `/me/orders/${orderId}/documents/e-way-bill`, b);
  expect(file.statusCode, file.body).toBe(200);
  const json = JSON.parse(file.body);
  expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  return { orderId, order: accepted.json().order, bill: json.billLists[0] };
}

describe(`the place of supply follows the delivery (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a registered Karnataka buyer delivering to Chennai from a Karnataka supplier: IGST, state 33', async () => {
    const b = await buyerWith(karnatakaBusiness);
    const site = await api('POST', '/me/delivery-addresses', b, chennaiSite);
    expect(site.statusCode, site.body).toBe(201);
    // The form still holds a Bengaluru PIN typed earlier: the chosen address decides.
    const { requestId, detail, reply } = await replied(b, {
      useBusiness: true,
      deliveryAddressId: site.json().id,
    });
    const [row] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(row).toMatchObject({
      deliveryCity: 'Chennai',
      deliveryPin: '600002',
      deliveryState: 'Tamil Nadu',
    });
    expect(detail.request).toMatchObject({
      deliveryPin: '600002',
      deliveryState: 'Tamil Nadu',
      billToShipTo: false,
    });
    expect(detail.tax).toMatchObject({ supplierState: 'Karnataka', placeOfSupply: 'Tamil Nadu' });
    // ₹1,80,000 at 18 %: ₹32,400 IGST.
    expect(reply).toMatchObject({
      placeOfSupply: 'Tamil Nadu',
      taxLines: [{ kind: 'igst', rate: 18, amount: 3_240_000 }],
    });

    const { order, bill } = await ewayBillOf(b, reply.id);
    expect(order).toMatchObject({
      placeOfSupply: 'Tamil Nadu',
      deliveryState: 'Tamil Nadu',
      igst: 3_240_000,
    });
    expect(bill).toMatchObject({
      transType: 1,
      fromGstin: '29AABCU9603R1ZJ',
      fromPincode: 560058,
      fromStateCode: 29,
      actualFromStateCode: 29,
      toGstin: KARNATAKA_BUYER,
      toStateCode: 29,
      actualToStateCode: 33,
      toPincode: 600002,
      toPlace: 'Chennai',
      igstValue: 32_400,
      cgstValue: 0,
      transporterId: '29AABCV3609C1ZJ',
      transDocNo: '/2026-27/004512',
      transDocDate: '05/12/2026',
      vehicleType: 'R',
    });
    expect(bill).not.toHaveProperty('shipToGSTIN');
  });

  it('a Tamil Nadu buyer delivering in Bengaluru: CGST + SGST; a block on a trailer from a Hosur yard is type 3', async () => {
    const b = await buyerWith({
      companyName: 'Chennai Stone House',
      gstin: TAMIL_NADU_BUYER,
      billingAddress: '9 Mount Road',
      billingCity: 'Chennai',
      billingState: 'Tamil Nadu',
      billingPin: '600002',
    });
    const { reply } = await replied(b, {
      useBusiness: true,
      deliveryCity: 'Bengaluru',
      deliveryPin: '560066',
    });
    expect(reply).toMatchObject({
      placeOfSupply: 'Karnataka',
      taxLines: [
        { kind: 'cgst', rate: 9, amount: 1_620_000 },
        { kind: 'sgst', rate: 9, amount: 1_620_000 },
      ],
    });
    const { bill } = await ewayBillOf(b, reply.id, {
      ...transport,
      vehicleNumber: '22BH1234AB',
      vehicleType: 'O',
      dispatchFrom: { address: 'Yard 3, SIPCOT', city: 'Hosur', state: 'Tamil Nadu', pin: '635126' },
    });
    expect(bill).toMatchObject({
      transType: 3,
      fromStateCode: 29,
      actualFromStateCode: 33,
      fromPincode: 635126,
      fromPlace: 'Hosur',
      dispatchFromGSTIN: '29AABCU9603R1ZJ',
      toStateCode: 33,
      actualToStateCode: 29,
      toPincode: 560066,
      toPlace: 'Bengaluru',
      cgstValue: 16_200,
      sgstValue: 16_200,
      igstValue: 0,
      vehicleNo: '22BH1234AB',
      vehicleType: 'O',
    });
  });

  it('an unregistered buyer billed in Karnataka, delivered in Chennai: IGST, to URP of state 29 at 33', async () => {
    const b = await buyerWith({ ...karnatakaBusiness, companyName: 'Ravi Kumar', gstin: '' });
    const { reply } = await replied(b, {
      useBusiness: true,
      deliveryCity: 'Chennai',
      deliveryPin: '600002',
      deliveryState: 'Tamil Nadu',
    });
    expect(reply).toMatchObject({ placeOfSupply: 'Tamil Nadu', taxLines: [{ kind: 'igst', rate: 18 }] });
    // A temporary registration is a vehicle number the e-way bill takes.
    const { bill } = await ewayBillOf(b, reply.id, { ...transport, vehicleNumber: 'TMKA01A1234' });
    expect(bill).toMatchObject({
      transType: 1,
      toGstin: 'URP',
      toStateCode: 29,
      actualToStateCode: 33,
      toPincode: 600002,
      vehicleNo: 'TMKA01A1234',
    });
  });

  it("a consignee on the buyer's direction: CGST + SGST of the buyer's state, e-way bill type 2 with the ship-to party", async () => {
    const b = await buyerWith(karnatakaBusiness);
    const consignee = {
      name: 'Sri Murugan Constructions',
      address: '21 Poonamallee High Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pin: '600002',
      gstin: CHENNAI_CONSIGNEE,
    };
    // Without the buyer's business billed there is no buyer's state to supply in: 400 naming consignee.
    const unbilled = await api('POST', '/quote-requests', b, { ...form, productId: ka.productId, consignee });
    expect(unbilled.statusCode).toBe(400);
    expect(Object.keys(unbilled.json().error.fields)).toEqual(['consignee']);

    const { requestId, detail, reply } = await replied(b, { useBusiness: true, consignee });
    const [row] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId));
    expect(row).toMatchObject({
      deliveryCity: 'Chennai',
      deliveryPin: '600002',
      deliveryState: 'Tamil Nadu',
    });
    expect(row!.consignee).toMatchObject({ name: 'Sri Murugan Constructions', gstin: CHENNAI_CONSIGNEE });
    // Before acceptance the manufacturer learns only that it is bill-to-ship-to (D30).
    expect(detail.request).toMatchObject({ billToShipTo: true, deliveryState: 'Tamil Nadu' });
    expect(detail.request).not.toHaveProperty('consignee');
    expect(reply).toMatchObject({
      placeOfSupply: 'Karnataka',
      taxLines: [
        { kind: 'cgst', rate: 9, amount: 1_620_000 },
        { kind: 'sgst', rate: 9, amount: 1_620_000 },
      ],
    });

    const { order, bill } = await ewayBillOf(b, reply.id);
    expect(order.consignee).toMatchObject({ name: 'Sri Murugan Constructions', pin: '600002' });
    expect(bill).toMatchObject({
      transType: 2,
      toGstin: KARNATAKA_BUYER,
      toTrdName: 'Bengaluru Interiors Pvt Ltd',
      toStateCode: 29,
      actualToStateCode: 33,
      toPincode: 600002,
      toPlace: 'Chennai',
      toAddr1: '21 Poonamallee High Road',
      shipToGSTIN: CHENNAI_CONSIGNEE,
      shipToTradeName: 'Sri Murugan Constructions',
      cgstValue: 16_200,
      sgstValue: 16_200,
      igstValue: 0,
    });
  });
});

describe(`a PIN lies in the state beside it, and the e-way bill names what it lacks (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a Hosur PIN as Bengaluru, Karnataka, and a Mumbai PIN on a Karnataka billing address (400 naming the field)', async () => {
    const b = await buyer(t.app);
    const hosur = await api('POST', '/me/delivery-addresses', b, {
      ...chennaiSite,
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '635126',
    });
    expect(hosur.statusCode).toBe(400);
    expect(hosur.json().error.fields).toEqual({ pin: 'PIN 635126 is in Tamil Nadu, not Karnataka' });
    const mumbai = await api('PUT', '/me/business', b, { ...karnatakaBusiness, billingPin: '400001' });
    expect(mumbai.statusCode).toBe(400);
    expect(mumbai.json().error.fields).toEqual({ billingPin: 'PIN 400001 is in Maharashtra, not Karnataka' });
    const request = await api('POST', '/quote-requests', b, {
      ...form,
      productId: ka.productId,
      deliveryPin: '635126',
      deliveryState: 'Karnataka',
    });
    expect(request.statusCode).toBe(400);
    expect(Object.keys(request.json().error.fields)).toEqual(['deliveryPin']);
    const requirement = await api('POST', '/requirements', b, {
      ...form,
      categoryId,
      deliveryPin: '635126',
      deliveryState: 'Karnataka',
    });
    expect(requirement.statusCode).toBe(400);
    expect(Object.keys(requirement.json().error.fields)).toEqual(['deliveryPin']);
    const consignee = await api('POST', '/quote-requests', b, {
      ...form,
      productId: ka.productId,
      consignee: { name: 'X', address: 'Y', city: 'Bengaluru', state: 'Karnataka', pin: '635126' },
    });
    expect(consignee.statusCode).toBe(400);
    expect(Object.keys(consignee.json().error.fields)).toEqual(['consignee.pin']);
  });

  it('refuses a wrong transporter ID, an undated LR or a vehicle number NIC does not know; waits for a missing PIN, naming it', async () => {
    const b = await buyerWith(karnatakaBusiness);
    const { reply } = await replied(b, { useBusiness: true, deliveryCity: 'Chennai', deliveryPin: '600002' });
    const accepted = await api('POST', `/me/quote-replies/${reply.id}/accept`, b);
    const orderId = accepted.json().order.id as number;
    expect((await api('POST', `/vendor/orders/${orderId}/confirm`, ka, {})).statusCode).toBe(200);
    const ship = (body: Record<string, unknown>) => api('POST', `/vendor/orders/${orderId}/ship`, ka, body);

    // The transporter ID's check character (the GSTIN's), and the LR date beside its number.
    const badId = await ship({ ...transport, transporterGstin: '29AABCV3609C1ZK' });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().error.fields)).toEqual(['transporterGstin']);
    const undated = await ship({ ...transport, lrDate: '' });
    expect(undated.statusCode).toBe(400);
    expect(Object.keys(undated.json().error.fields)).toEqual(['lrDate']);
    const badVehicle = await ship({ ...transport, vehicleNumber: '22BH12AB' });
    expect(badVehicle.statusCode).toBe(400);
    expect(Object.keys(badVehicle.json().error.fields)).toEqual(['vehicleNumber']);

    // The manufacturer without a PIN: the e-way bill cannot say where the goods leave from. The order
    // ships (its tax invoice and challan), and the e-way bill's data waits, saying what it lacks.
    await t.app.deps.db.update(vendors).set({ pincode: null }).where(eq(vendors.id, ka.vendorId));
    try {
      // A defence vehicle is a number the e-way bill takes.
      const shipped = await ship({ ...transport, vehicleNumber: 'DF15B123456K' });
      expect(shipped.statusCode, shipped.body).toBe(200);
      const docs = await api('GET', `/me/orders/${orderId}/documents`, b);
      expect(docs.json().items.map((d: { kind: string }) => d.kind)).toEqual([
        'proforma',
        'tax-invoice',
        'challan',
      ]);
      const waiting = await api('GET', `/me/orders/${orderId}/documents/e-way-bill`, b);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().error.fields).toEqual({
        'supplier.pin': 'is needed for the e-way bill: the PIN the goods are dispatched from',
      });
    } finally {
      await t.app.deps.db.update(vendors).set({ pincode: '560058' }).where(eq(vendors.id, ka.vendorId));
    }
    // Once the PIN is there, the e-way bill is issued from the order as it shipped.
    const file = await api('GET', `/me/orders/${orderId}/documents/e-way-bill`, b);
    expect(file.statusCode, file.body).toBe(200);
    const json = JSON.parse(file.body);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.billLists[0]).toMatchObject({
      fromPincode: 560058,
      vehicleNo: 'DF15B123456K',
      actualToStateCode: 33,
    });
  });
});
