// D47: the countries granite is exported to (ISO 3166-1 alpha-2), each with what its buyers' papers
// carry: the telephone country code, how the address's postcode is written, and the number an
// importer there is known by at customs (the EU's and the UK's EORI, the UAE's TRN …). India's own
// buyers use GSTIN and PIN (D34); a buyer abroad never has either.

export type ExportCountry = {
  code: string;
  name: string;
  /** ITU-T E.164 country calling code, without the +. */
  dialCode: string;
  /** The postcode as the country writes it; null where addresses carry none (UAE). */
  postcode: { label: string; pattern: RegExp; example: string } | null;
  /** The region an address names (a US state), when the country's addresses require one. */
  regionLabel: string | null;
  /** The importer's customs or tax number, when the country has one a buyer gives its seller. */
  importId: { label: string; pattern: RegExp; example: string } | null;
};

// EORI (Regulation (EU) No 952/2013 art. 9): the member state's two letters and up to 15 characters.
const eori = (cc: string, example: string) => ({
  label: 'EORI number',
  pattern: new RegExp(`^${cc}[0-9A-Z]{1,15}$`),
  example,
});

export const EXPORT_COUNTRIES: readonly ExportCountry[] = [
  {
    code: 'US',
    name: 'United States',
    dialCode: '1',
    postcode: { label: 'ZIP code', pattern: /^\d{5}(-\d{4})?$/, example: '30303' },
    regionLabel: 'State',
    // The importer of record's number with US Customs: an IRS EIN, NN-NNNNNNN (with a 2-digit suffix).
    importId: { label: 'Importer number (EIN)', pattern: /^\d{2}-\d{7}(\d{2})?$/, example: '12-3456789' },
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    dialCode: '44',
    postcode: { label: 'Postcode', pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'M1 1AE' },
    regionLabel: null,
    importId: { label: 'EORI number', pattern: /^(GB|XI)\d{12}(\d{3})?$/, example: 'GB123456789000' },
  },
  {
    code: 'DE',
    name: 'Germany',
    dialCode: '49',
    postcode: { label: 'Postleitzahl', pattern: /^\d{5}$/, example: '20457' },
    regionLabel: null,
    importId: eori('DE', 'DE1234567'),
  },
  {
    code: 'NL',
    name: 'Netherlands',
    dialCode: '31',
    postcode: { label: 'Postcode', pattern: /^\d{4} ?[A-Z]{2}$/i, example: '3011 AA' },
    regionLabel: null,
    importId: eori('NL', 'NL123456789'),
  },
  {
    code: 'BE',
    name: 'Belgium',
    dialCode: '32',
    postcode: { label: 'Postcode', pattern: /^\d{4}$/, example: '2000' },
    regionLabel: null,
    importId: eori('BE', 'BE0123456789'),
  },
  {
    code: 'FR',
    name: 'France',
    dialCode: '33',
    postcode: { label: 'Code postal', pattern: /^\d{5}$/, example: '75001' },
    regionLabel: null,
    importId: eori('FR', 'FR12345678901234'),
  },
  {
    code: 'IT',
    name: 'Italy',
    dialCode: '39',
    postcode: { label: 'CAP', pattern: /^\d{5}$/, example: '00100' },
    regionLabel: null,
    importId: eori('IT', 'IT12345678901'),
  },
  {
    code: 'ES',
    name: 'Spain',
    dialCode: '34',
    postcode: { label: 'Código postal', pattern: /^\d{5}$/, example: '28001' },
    regionLabel: null,
    importId: eori('ES', 'ESB12345678'),
  },
  {
    code: 'PL',
    name: 'Poland',
    dialCode: '48',
    postcode: { label: 'Kod pocztowy', pattern: /^\d{2}-\d{3}$/, example: '00-001' },
    regionLabel: null,
    importId: eori('PL', 'PL1234567890'),
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    dialCode: '971',
    postcode: null,
    regionLabel: 'Emirate',
    // The Federal Tax Authority's Tax Registration Number: 15 digits.
    importId: { label: 'TRN', pattern: /^\d{15}$/, example: '100123456700003' },
  },
  {
    code: 'SA',
    name: 'Saudi Arabia',
    dialCode: '966',
    postcode: { label: 'Postal code', pattern: /^\d{5}$/, example: '11564' },
    regionLabel: null,
    // ZATCA's VAT number: 15 digits, starting and ending with 3.
    importId: { label: 'VAT number', pattern: /^3\d{13}3$/, example: '300000000000003' },
  },
  {
    code: 'JP',
    name: 'Japan',
    dialCode: '81',
    postcode: { label: 'Postal code', pattern: /^\d{3}-\d{4}$/, example: '100-0001' },
    regionLabel: 'Prefecture',
    importId: null,
  },
  {
    code: 'AU',
    name: 'Australia',
    dialCode: '61',
    postcode: { label: 'Postcode', pattern: /^\d{4}$/, example: '2000' },
    regionLabel: 'State',
    importId: { label: 'ABN', pattern: /^\d{11}$/, example: '51824753556' },
  },
  {
    code: 'CA',
    name: 'Canada',
    dialCode: '1',
    postcode: { label: 'Postal code', pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'M5V 2T6' },
    regionLabel: 'Province',
    importId: { label: 'Business number', pattern: /^\d{9}(RM\d{4})?$/, example: '123456789RM0001' },
  },
];

export const EXPORT_COUNTRY_CODES = EXPORT_COUNTRIES.map((c) => c.code) as readonly string[];

export function exportCountry(code: string | null | undefined): ExportCountry | undefined {
  return code ? EXPORT_COUNTRIES.find((c) => c.code === code) : undefined;
}

export function countryName(code: string): string {
  return exportCountry(code)?.name ?? code;
}
