import type { ManufacturerApplication } from '@granite/shared';
import type { z } from 'zod';

/**
 * The blank business fields of a manufacturer application (D8), shared by registration and by the
 * corrected application a rejected applicant sends back; the state stays unchosen until picked.
 */
export const EMPTY_APPLICATION = {
  businessName: '',
  ownerName: '',
  phone: '',
  gstin: '',
  address: '',
  city: '',
  state: '' as z.input<typeof ManufacturerApplication>['state'],
  pincode: '',
};
