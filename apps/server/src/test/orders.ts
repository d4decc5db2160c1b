// An accepted order between a manufacturer and a buyer, written straight to the tables, for tests of
// what happens after acceptance (payments D36, receipt and claims D37): a product of `m`, and
// orders of ₹1,41,600 (1,000 sq.ft at ₹120 + 18 % GST) from `m` to `b`, with any fields changed.
import type { FastifyInstance } from 'fastify';
import { orders, products, quoteReplies, quoteRequests } from '../db/schema';
import { buyer, manufacturer } from './accounts';
import { seedMiniCatalogue } from './mini-catalogue';

export type OrderParties = {
  m: Awaited<ReturnType<typeof manufacturer>>;
  other: Awaited<ReturnType<typeof manufacturer>>;
  b: Awaited<ReturnType<typeof buyer>>;
  b2: Awaited<ReturnType<typeof buyer>>;
  productId: number;
  order(fields?: Partial<typeof orders.$inferInsert>): Promise<typeof orders.$inferSelect>;
};

/** The manufacturer `m` (and `other`), the buyer `b` (and `b2`), `m`'s product, and `order()`. */
export async function orderParties(app: FastifyInstance): Promise<OrderParties> {
  const db = app.deps.db;
  const catalogue = await seedMiniCatalogue(db);
  const m = await manufacturer(app);
  const other = await manufacturer(app);
  const b = await buyer(app);
  const b2 = await buyer(app);
  const [p] = await db
    .insert(products)
    .values({
      name: 'Absolute Black',
      pricePaise: 12_000,
      vendorId: m.vendorId,
      categoryId: catalogue.categoryIds.black,
    })
    .returning({ id: products.id });
  const productId = p!.id;

  async function order(fields: Partial<typeof orders.$inferInsert> = {}) {
    const [q] = await db
      .insert(quoteRequests)
      .values({
        productId,
        productName: 'Absolute Black',
        vendorId: m.vendorId,
        vendorName: 'Vikram Granites',
        userId: b.userId,
        customerName: 'Meera Iyer',
        mobileNumber: '+919845012345',
        quantitySqft: 1000,
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
        materialQuality: 'Premium',
        productType: 'Slabs',
        status: 'accepted',
      })
      .returning();
    const [r] = await db
      .insert(quoteReplies)
      .values({
        quoteRequestId: q!.id,
        vendorId: m.vendorId,
        revision: 1,
        pricePaise: 12_000,
        freightPaise: 0,
        leadTimeDays: 7,
        validUntil: '2099-01-01',
        status: 'accepted',
      })
      .returning();
    const [o] = await db
      .insert(orders)
      .values({
        quoteRequestId: q!.id,
        quoteReplyId: r!.id,
        vendorId: m.vendorId,
        userId: b.userId,
        productId,
        productName: 'Absolute Black',
        customerName: 'Meera Iyer',
        customerPhone: '+919845012345',
        deliveryAddress: 'Chennai 600001',
        quantitySqft: 1000,
        pricePaise: 12_000,
        subtotalPaise: 12_000_000,
        gstRate: 18,
        gstPaise: 2_160_000,
        totalPaise: 14_160_000,
        leadTimeDays: 7,
        status: 'confirmed',
        confirmedAt: new Date(),
        advancePercent: 30,
        ...fields,
      })
      .returning();
    return o!;
  }

  return { m, other, b, b2, productId, order };
}
