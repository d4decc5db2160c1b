// The only place payments (D36) touch the database: order_payments and payment_reminders, which
// this module writes, and the orders they belong to, which it only reads (the trade module owns them).
import type { PayeeDetails } from '@granite/shared';
import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachmentFiles, orderPayments, orders, paymentReminders, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type Reader = Pick<Database, 'select'>;
export type PaymentRow = typeof orderPayments.$inferSelect;

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  vendorId: orders.vendorId,
  vendorName: vendors.businessName,
  quoteRequestId: orders.quoteRequestId,
  productName: orders.productName,
  status: orders.status,
  currency: orders.currency,
  totalPaise: orders.totalPaise,
  advancePercent: orders.advancePercent,
  balanceDue: orders.balanceDue,
  balanceDays: orders.balanceDays,
  leadTimeDays: orders.leadTimeDays,
  confirmedAt: orders.confirmedAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  payee: orders.payee,
};
export type PaymentOrder = {
  id: number;
  userId: string | null;
  vendorId: number;
  vendorName: string;
  quoteRequestId: number;
  productName: string;
  status: string;
  currency: string;
  totalPaise: number;
  advancePercent: number;
  balanceDue: string;
  balanceDays: number | null;
  leadTimeDays: number;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** D44: the payee details the order was given at acceptance. */
  payee: PayeeDetails | null;
};

/** The order, `lock`ed so that two payments recorded at once are checked against each other. */
export async function findPaymentOrder(
  db: Executor,
  id: number,
  lock = false,
): Promise<PaymentOrder | undefined> {
  const query = db
    .select(orderColumns)
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, id));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

/** A payment with the file of its latest answer (D45), if any. */
export type PaymentWithFile = PaymentRow & { answerFile: { mimeType: string; bytes: number } | null };

export async function paymentsOfOrders(db: Reader, orderIds: number[]): Promise<PaymentWithFile[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({
      payment: orderPayments,
      fileMime: attachmentFiles.mimeType,
      fileBytes: attachmentFiles.bytes,
    })
    .from(orderPayments)
    .leftJoin(attachmentFiles, eq(attachmentFiles.id, orderPayments.answerFileId))
    .where(inArray(orderPayments.orderId, orderIds))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  return rows.map((r) => ({
    ...r.payment,
    answerFile:
      r.fileMime !== null && r.fileBytes !== null ? { mimeType: r.fileMime, bytes: r.fileBytes } : null,
  }));
}

/** Undefined when the same method and reference are already recorded on the order. */
export async function insertPayment(
  db: Executor,
  row: typeof orderPayments.$inferInsert,
): Promise<PaymentRow | undefined> {
  const [inserted] = await db.insert(orderPayments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPayment(db: Executor, orderId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId)));
  return row;
}

/**
 * A decision moves the payment only from the states the lifecycle names (a second decision, or a
 * racing one, changes nothing). An admin's (D45) also needs the buyer's answer to be at least
 * `answeredBefore` old, checked in the same statement.
 */
export async function decidePayment(
  db: Executor,
  paymentId: number,
  from: readonly PaymentRow['status'][],
  set: {
    status: PaymentRow['status'];
    disputeReason?: string | null;
    decidedBy: string;
    decidedAs: 'manufacturer' | 'admin';
    adminNote?: string | null;
  },
  answeredBefore?: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(orderPayments)
    .set({ ...set, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(orderPayments.id, paymentId),
        inArray(orderPayments.status, [...from]),
        answeredBefore ? lte(orderPayments.answeredAt, answeredBefore) : sql`true`,
      ),
    )
    .returning();
  return row;
}

/** D45: the buyer's answer to a dispute, only while the payment is disputed. */
export async function answerPaymentRow(
  db: Executor,
  paymentId: number,
  from: readonly PaymentRow['status'][],
  set: { status: PaymentRow['status']; answerNote: string; answerFileId: string; answeredBy: string },
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(orderPayments)
    .set({ ...set, answeredAt: now, updatedAt: now })
    .where(and(eq(orderPayments.id, paymentId), inArray(orderPayments.status, [...from])))
    .returning();
  return row;
}

/** D45: answered disputes, oldest answer first, for the admin's list. */
export async function answeredPayments(db: Reader): Promise<PaymentRow[]> {
  return db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.status, 'answered'))
    .orderBy(asc(orderPayments.answeredAt), asc(orderPayments.id));
}

/** Orders whose money may still be due: confirmed, shipped or delivered. */
export async function ordersInProgress(db: Executor, manufacturerIds?: number[]): Promise<PaymentOrder[]> {
  if (manufacturerIds && !manufacturerIds.length) return [];
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        notInArray(orders.status, ['cancelled']),
        manufacturerIds ? inArray(orders.vendorId, manufacturerIds) : sql`true`,
      ),
    );
}

/** True the first time a reminder of this kind and due date is sent for the order. */
export async function claimReminder(
  db: Executor,
  orderId: number,
  kind: string,
  dueOn: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentReminders)
    .values({ orderId, kind, dueOn })
    .onConflictDoNothing()
    .returning({ orderId: paymentReminders.orderId });
  return rows.length > 0;
}

/**
 * A manufacturer's confirmed payments paid on days `from` to `to` (both included), oldest first,
 * each with its order's buyer as the order names it: the receipts of its books.
 */
export async function confirmedPaymentsOfManufacturer(
  db: Reader,
  manufacturerId: number,
  from: string,
  to: string,
) {
  return db
    .select({
      id: orderPayments.id,
      orderId: orderPayments.orderId,
      amountPaise: orderPayments.amountPaise,
      paidOn: orderPayments.paidOn,
      method: orderPayments.method,
      reference: orderPayments.reference,
      currency: orders.currency,
      buyerName: sql<string>`coalesce(${orders.buyerCompany}, ${orders.customerName})`,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orderPayments.orderId, orders.id))
    .where(
      and(
        eq(orders.vendorId, manufacturerId),
        eq(orderPayments.status, 'confirmed'),
        gte(orderPayments.paidOn, from),
        lte(orderPayments.paidOn, to),
      ),
    )
    .orderBy(asc(orderPayments.paidOn), asc(orderPayments.id));
}
