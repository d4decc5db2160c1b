// The figures of the manufacturer guidelines (admin spec 9), stated once for the FAQ and the guidelines.
export const MANUFACTURER_STANDARDS = {
  /** Quality complaints answered within this many hours. */
  complaintResponseHours: 24,
  /** Customer enquiries (messages on a quote) answered within this many hours. */
  enquiryResponseHours: 4,
  /** The average review rating a manufacturer keeps (D26: shown once real reviews exist). */
  minimumRating: '4.0',
  /** Payment for an order falls due within this many days of delivery confirmation. */
  paymentDays: 7,
  /** Product photographs: at least this size in pixels. */
  imageMinWidth: 1024,
  imageMinHeight: 768,
  /** The Indian Standard for granite building stone. */
  qualityStandard: 'IS 4454',
  /** Buyers report quality problems within this many days of delivery (Refund Policy). */
  qualityReportDays: 7,
  /** D27: the window of the response statistics and when they appear. */
  responseStatsDays: 90,
  responseStatsMinRequests: 5,
  responseRateHours: 48,
} as const;
