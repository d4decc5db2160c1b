// D47: the Indian sea ports a granite container sails from, by UN/LOCODE, with the customs port code
// (ICEGATE's six characters: the LOCODE and 1 for a sea port) the shipping bill and the e-invoice's
// export details (ExpDtls.Port) carry. Granite from Karnataka, Andhra Pradesh, Telangana and Tamil
// Nadu goes out of Chennai, Kattupalli, Krishnapatnam, Tuticorin and Visakhapatnam; from Rajasthan
// out of Mundra, Kandla and Nhava Sheva.

export type PortOfLoading = {
  /** UN/LOCODE: the country's two letters and three of the place (INMAA is Chennai). */
  locode: string;
  name: string;
  /** The customs port code of the sea port (ICEGATE), e.g. INMAA1. */
  customsCode: string;
  /** The state the port is in (the Indian state's name as GST writes it). */
  state: string;
};

const port = (locode: string, name: string, state: string): PortOfLoading => ({
  locode,
  name,
  customsCode: `${locode}1`,
  state,
});

export const PORTS_OF_LOADING: readonly PortOfLoading[] = [
  port('INMAA', 'Chennai', 'Tamil Nadu'),
  port('INKAT', 'Kattupalli', 'Tamil Nadu'),
  port('INENR', 'Ennore (Kamarajar)', 'Tamil Nadu'),
  port('INTUT', 'Tuticorin (V.O. Chidambaranar)', 'Tamil Nadu'),
  port('INKRI', 'Krishnapatnam', 'Andhra Pradesh'),
  port('INVTZ', 'Visakhapatnam', 'Andhra Pradesh'),
  port('INMUN', 'Mundra', 'Gujarat'),
  port('INIXY', 'Kandla (Deendayal)', 'Gujarat'),
  port('INPAV', 'Pipavav', 'Gujarat'),
  port('INNSA', 'Nhava Sheva (JNPT)', 'Maharashtra'),
  port('INCCU', 'Kolkata', 'West Bengal'),
  port('INHAL', 'Haldia', 'West Bengal'),
  port('INCOK', 'Kochi', 'Kerala'),
  port('INNML', 'New Mangalore', 'Karnataka'),
];

export const PORT_OF_LOADING_CODES = PORTS_OF_LOADING.map((p) => p.locode) as readonly string[];

export function portOfLoading(locode: string | null | undefined): PortOfLoading | undefined {
  return locode ? PORTS_OF_LOADING.find((p) => p.locode === locode) : undefined;
}
