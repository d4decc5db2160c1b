// D34: the state of a PIN: the place of supply is the state where the goods are delivered (IGST Act
// s.10(1)(a)), read from the delivery address's PIN, and a PIN must lie in the state written beside
// it. India Post's PIN zones: the first two digits name a postal circle, which is a state but for a
// few three-digit districts that lie in a neighbouring state or union territory. Where a district's
// PINs are shared by two states (Mohali and Chandigarh under 160, Saharanpur and Roorkee under 247,
// Puducherry and Villupuram under 605, Daman and Valsad under 396…), both are possible and the state
// written beside the PIN decides. Army Postal Service PINs (9x) and anything unknown give no state.
import type { IndianState } from './options';

const BY_TWO_DIGITS: Record<string, IndianState> = {
  '11': 'Delhi',
  '12': 'Haryana',
  '13': 'Haryana',
  '14': 'Punjab',
  '15': 'Punjab',
  '16': 'Punjab',
  '17': 'Himachal Pradesh',
  '18': 'Jammu and Kashmir',
  '19': 'Jammu and Kashmir',
  '20': 'Uttar Pradesh',
  '21': 'Uttar Pradesh',
  '22': 'Uttar Pradesh',
  '23': 'Uttar Pradesh',
  '24': 'Uttar Pradesh',
  '25': 'Uttar Pradesh',
  '26': 'Uttar Pradesh',
  '27': 'Uttar Pradesh',
  '28': 'Uttar Pradesh',
  '30': 'Rajasthan',
  '31': 'Rajasthan',
  '32': 'Rajasthan',
  '33': 'Rajasthan',
  '34': 'Rajasthan',
  '36': 'Gujarat',
  '37': 'Gujarat',
  '38': 'Gujarat',
  '39': 'Gujarat',
  '40': 'Maharashtra',
  '41': 'Maharashtra',
  '42': 'Maharashtra',
  '43': 'Maharashtra',
  '44': 'Maharashtra',
  '45': 'Madhya Pradesh',
  '46': 'Madhya Pradesh',
  '47': 'Madhya Pradesh',
  '48': 'Madhya Pradesh',
  '49': 'Chhattisgarh',
  '50': 'Telangana',
  '51': 'Andhra Pradesh',
  '52': 'Andhra Pradesh',
  '53': 'Andhra Pradesh',
  '56': 'Karnataka',
  '57': 'Karnataka',
  '58': 'Karnataka',
  '59': 'Karnataka',
  '60': 'Tamil Nadu',
  '61': 'Tamil Nadu',
  '62': 'Tamil Nadu',
  '63': 'Tamil Nadu',
  '64': 'Tamil Nadu',
  '67': 'Kerala',
  '68': 'Kerala',
  '69': 'Kerala',
  '70': 'West Bengal',
  '71': 'West Bengal',
  '72': 'West Bengal',
  '73': 'West Bengal',
  '74': 'West Bengal',
  '75': 'Odisha',
  '76': 'Odisha',
  '77': 'Odisha',
  '78': 'Assam',
  '79': 'Assam',
  '80': 'Bihar',
  '81': 'Jharkhand',
  '82': 'Jharkhand',
  '83': 'Jharkhand',
  '84': 'Bihar',
  '85': 'Bihar',
};

/** Districts whose first three digits name another state than their circle. */
const BY_THREE_DIGITS: Record<string, IndianState> = {
  '160': 'Chandigarh',
  '194': 'Ladakh',
  '246': 'Uttarakhand',
  '247': 'Uttarakhand',
  '248': 'Uttarakhand',
  '249': 'Uttarakhand',
  '262': 'Uttarakhand',
  '263': 'Uttarakhand',
  '403': 'Goa',
  '605': 'Puducherry',
  '737': 'Sikkim',
  '744': 'Andaman and Nicobar Islands',
  '790': 'Arunachal Pradesh',
  '791': 'Arunachal Pradesh',
  '792': 'Arunachal Pradesh',
  '793': 'Meghalaya',
  '794': 'Meghalaya',
  '795': 'Manipur',
  '796': 'Mizoram',
  '797': 'Nagaland',
  '798': 'Nagaland',
  '799': 'Tripura',
  '811': 'Bihar',
  '812': 'Bihar',
  '813': 'Bihar',
  '821': 'Bihar',
};

/**
 * Three-digit districts whose PINs lie in two states: the other state a PIN there may be in (the
 * first being `stateOfPin`'s). Mohali (Punjab) shares 160 with Chandigarh; Bijnor (UP) 246, and
 * Saharanpur (UP) 247, with Uttarakhand; Pilibhit (UP) 262 with Udham Singh Nagar; Kashipur
 * (Uttarakhand) 244 with Moradabad; Diu 362 and Daman, Dadra and Silvassa 396 with Gujarat; Khammam's
 * mandals moved to Andhra Pradesh keep 507; Yanam (Puducherry) 533, Villupuram (Tamil Nadu) 605,
 * Karaikal (Puducherry) 609, Mahe (Puducherry) 673, Lakshadweep 682.
 */
const ALSO_IN: Record<string, IndianState> = {
  '160': 'Punjab',
  '244': 'Uttarakhand',
  '246': 'Uttar Pradesh',
  '247': 'Uttar Pradesh',
  '262': 'Uttar Pradesh',
  '362': 'Dadra and Nagar Haveli and Daman and Diu',
  '396': 'Dadra and Nagar Haveli and Daman and Diu',
  '507': 'Andhra Pradesh',
  '533': 'Puducherry',
  '605': 'Tamil Nadu',
  '609': 'Puducherry',
  '673': 'Puducherry',
  '682': 'Lakshadweep',
};

/** The state a 6-digit PIN is in, or null (not a PIN, Army Postal Service, unknown zone). */
export function stateOfPin(pin: string | null | undefined): IndianState | null {
  return statesOfPin(pin)[0] ?? null;
}

/** Every state a 6-digit PIN may lie in, the likeliest first; [] when none (see stateOfPin). */
export function statesOfPin(pin: string | null | undefined): IndianState[] {
  const value = (pin ?? '').trim();
  if (!/^[1-9]\d{5}$/.test(value)) return [];
  const first = BY_THREE_DIGITS[value.slice(0, 3)] ?? BY_TWO_DIGITS[value.slice(0, 2)];
  if (!first) return [];
  const also = ALSO_IN[value.slice(0, 3)];
  return also && also !== first ? [first, also] : [first];
}

/**
 * D34: the state of a delivery: the state written beside the PIN when the PIN may lie there, else the
 * PIN's own state (null when neither is known).
 */
export function deliveryStateOf(pin: string | null | undefined, stated?: string | null): IndianState | null {
  const states = statesOfPin(pin);
  const given = states.find((s) => s === stated);
  return given ?? states[0] ?? null;
}

/**
 * D34: why a PIN does not lie in the state written beside it ("PIN 635126 is in Tamil Nadu, not
 * Karnataka"), or null when it does. A well-formed PIN of no state's zone is refused too.
 */
export function pinStateProblem(pin: string, state: string): string | null {
  const value = pin.trim();
  if (!/^[1-9]\d{5}$/.test(value)) return null; // the PIN's own format check names it
  const states = statesOfPin(value);
  if (states.length === 0) return `PIN ${value} is not a PIN of any state's postal zone`;
  if ((states as string[]).includes(state)) return null;
  return `PIN ${value} is in ${states.join(' or ')}, not ${state}`;
}
