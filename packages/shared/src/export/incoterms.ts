// D47: the Incoterms 2020 an export quote may be made on, and what each one asks of the offer.
// ICC Incoterms 2020: EXW and FCA hand the goods over in India (the buyer pays the main carriage);
// FOB hands them over on board at the named port of shipment; CFR and CIF (sea only) name the port
// of destination, the seller paying the sea freight and, for CIF, the minimum cover (Institute
// Cargo Clauses (C)); CPT, CIP and DAP name the place of destination, the seller paying the carriage
// and, for CIP, the wider cover (Institute Cargo Clauses (A), new in 2020). DAP's seller carries to
// the named place at its own risk but owes no insurance to the buyer.

export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export type IncotermRule = {
  /** The term's name as the ICC writes it. */
  name: string;
  /** The offer names the Indian port the container sails from. */
  needsPortOfLoading: boolean;
  /** The offer names the port abroad the container is carried to. */
  needsPortOfDischarge: boolean;
  /** The price includes the main carriage: the offer carries a freight line. */
  includesFreight: boolean;
  /** The price includes the buyer's cargo insurance: the offer carries an insurance line. */
  includesInsurance: boolean;
  /** ICC: for sea and inland waterway transport only. */
  seaOnly: boolean;
};

export const INCOTERM_RULES: Record<Incoterm, IncotermRule> = {
  EXW: {
    name: 'Ex Works',
    needsPortOfLoading: false,
    needsPortOfDischarge: false,
    includesFreight: false,
    includesInsurance: false,
    seaOnly: false,
  },
  FCA: {
    name: 'Free Carrier',
    needsPortOfLoading: false,
    needsPortOfDischarge: false,
    includesFreight: false,
    includesInsurance: false,
    seaOnly: false,
  },
  FOB: {
    name: 'Free On Board',
    needsPortOfLoading: true,
    needsPortOfDischarge: false,
    includesFreight: false,
    includesInsurance: false,
    seaOnly: true,
  },
  CFR: {
    name: 'Cost and Freight',
    needsPortOfLoading: true,
    needsPortOfDischarge: true,
    includesFreight: true,
    includesInsurance: false,
    seaOnly: true,
  },
  CIF: {
    name: 'Cost, Insurance and Freight',
    needsPortOfLoading: true,
    needsPortOfDischarge: true,
    includesFreight: true,
    includesInsurance: true,
    seaOnly: true,
  },
  CPT: {
    name: 'Carriage Paid To',
    needsPortOfLoading: true,
    needsPortOfDischarge: true,
    includesFreight: true,
    includesInsurance: false,
    seaOnly: false,
  },
  CIP: {
    name: 'Carriage and Insurance Paid To',
    needsPortOfLoading: true,
    needsPortOfDischarge: true,
    includesFreight: true,
    includesInsurance: true,
    seaOnly: false,
  },
  DAP: {
    name: 'Delivered at Place',
    needsPortOfLoading: true,
    needsPortOfDischarge: true,
    includesFreight: true,
    includesInsurance: false,
    seaOnly: false,
  },
};

export function isIncoterm(value: unknown): value is Incoterm {
  return typeof value === 'string' && (INCOTERMS as readonly string[]).includes(value);
}

/** "CIF Hamburg": the term with the place it names (the port of discharge, or of loading for FOB). */
export function incotermWithPlace(
  term: Incoterm,
  loading?: string | null,
  discharge?: string | null,
): string {
  const rule = INCOTERM_RULES[term];
  const place = rule.needsPortOfDischarge ? discharge : rule.needsPortOfLoading ? loading : null;
  return place ? `${term} ${place}` : term;
}
