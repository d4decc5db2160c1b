// An order as the API answers it (OrderView), for the web's unit tests: 229 sq.ft of Black Galaxy at
// ₹268 ex-works with 18 % GST, confirmed; any field changed by `fields`.
import type { OrderView } from '@granite/shared';

export function orderView(fields: Partial<OrderView> = {}): OrderView {
  return {
    id: 41,
    quoteRequestId: 9,
    quoteReplyId: 3,
    vendorId: 1,
    vendorName: 'Ongole Stone Yard',
    productId: 1,
    productName: 'Black Galaxy',
    customerName: 'Asha Rao',
    customerPhone: '9845012345',
    customerEmail: null,
    deliveryAddress: 'Bengaluru 560001',
    quantitySqft: 229,
    pricePaise: 26_800,
    subtotalPaise: 6_131_840,
    freightPaise: 0,
    exWorks: true,
    gstRate: 18,
    gstPaise: 1_103_731,
    totalPaise: 7_235_571,
    leadTimeDays: 7,
    status: 'confirmed',
    createdAt: '2026-03-01T05:00:00.000Z',
    confirmedAt: '2026-03-01T06:00:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    transporter: null,
    lrNumber: null,
    ...fields,
  };
}
