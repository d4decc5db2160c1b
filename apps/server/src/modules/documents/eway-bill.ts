// D35, ADR 014: the e-way bill's data as the portal's bulk generation takes it (JSON version
// 1.0.0621, its schema in eway-bill.schema.json): the manufacturer uploads it to generate the bill.
import { gstStateCode, type IndianState } from '@granite/shared';
import { billedSqft, indianDate, taxableOf } from './documents.pdf';
import type { OrderPaper } from './paper';

export const EWAY_BILL_JSON_VERSION = '1.0.0621';

const rupees = (paise: number) => Math.round(paise) / 100;
const stateCode = (state: IndianState | null) => (state ? Number(gstStateCode(state)) : 99);
const pin = (text: string | null | undefined) => {
  const match = /\b([1-9][0-9]{5})\b/.exec(text ?? '');
  return match ? Number(match[1]) : 999999;
};
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The bulk-generation file of the tax invoice `invoiceNumber` issued on `issuedAt`. */
export function ewayBillJson(p: OrderPaper, invoiceNumber: string, issuedAt: Date) {
  const supplierGstin = p.supplier.gstin ?? 'URP';
  const taxable = taxableOf(p);
  const intra = p.igstPaise === 0 && (p.cgstPaise > 0 || p.sgstPaise > 0 || p.gstPaise === 0);
  const hsn = Number(p.hsn ?? '6802');
  const delivery = p.recipient.deliveryAddress;
  return {
    version: EWAY_BILL_JSON_VERSION,
    billLists: [
      {
        userGstin: supplierGstin,
        supplyType: 'O',
        subSupplyType: 1,
        subSupplyDesc: '',
        docType: 'INV',
        docNo: invoiceNumber,
        docDate: indianDate(issuedAt),
        transType: 1,
        fromGstin: supplierGstin,
        fromTrdName: clip(p.supplier.name, 100),
        fromAddr1: clip(p.supplier.address ?? '', 120),
        fromAddr2: '',
        fromPlace: clip(p.supplier.city ?? '', 50),
        fromPincode: pin(p.supplier.pincode),
        fromStateCode: stateCode(p.supplier.state),
        actualFromStateCode: stateCode(p.supplier.state),
        toGstin: p.recipient.gstin ?? 'URP',
        toTrdName: clip(p.recipient.name, 100),
        toAddr1: clip(delivery, 120),
        toAddr2: '',
        toPlace: '',
        toPincode: pin(delivery),
        toStateCode: stateCode(p.placeOfSupply),
        actualToStateCode: stateCode(p.placeOfSupply),
        totalValue: rupees(taxable),
        cgstValue: rupees(p.cgstPaise),
        sgstValue: rupees(p.sgstPaise),
        igstValue: rupees(intra ? 0 : p.igstPaise || p.gstPaise),
        cessValue: 0,
        TotNonAdvolVal: 0,
        OthValue: 0,
        totInvValue: rupees(p.totalPaise),
        transMode: 1,
        transDistance: p.transport.distanceKm ?? 0,
        transporterName: clip(p.transport.transporter ?? '', 100),
        transporterId: p.transport.transporterGstin ?? '',
        transDocNo: clip(p.transport.lrNumber ?? '', 15),
        transDocDate: p.transport.lrNumber ? indianDate(issuedAt) : '',
        vehicleNo: p.transport.vehicleNumber ?? '',
        vehicleType: 'R',
        mainHsnCode: hsn,
        itemList: [
          {
            itemNo: 1,
            productName: clip(p.productName, 100),
            productDesc: clip(p.productName, 100),
            hsnCode: hsn,
            quantity: billedSqft(p),
            qtyUnit: 'SQF',
            taxableAmount: rupees(taxable),
            sgstRate: intra ? p.gstRate / 2 : 0,
            cgstRate: intra ? p.gstRate / 2 : 0,
            igstRate: intra ? 0 : p.gstRate,
            cessRate: 0,
            cessNonAdvol: 0,
          },
        ],
      },
    ],
  };
}
