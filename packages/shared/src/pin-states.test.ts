import { describe, expect, it } from 'vitest';
import { deliveryStateOf, pinStateProblem, stateOfPin, statesOfPin } from './pin-states';

describe('the state of a delivery PIN (D34)', () => {
  it.each([
    ['560001', 'Karnataka'],
    ['570001', 'Karnataka'],
    ['580020', 'Karnataka'],
    ['591101', 'Karnataka'],
    ['500001', 'Telangana'],
    ['515001', 'Andhra Pradesh'],
    ['520001', 'Andhra Pradesh'],
    ['530001', 'Andhra Pradesh'],
    ['110001', 'Delhi'],
    ['400001', 'Maharashtra'],
    ['411001', 'Maharashtra'],
    ['440001', 'Maharashtra'],
    ['600001', 'Tamil Nadu'],
    ['641001', 'Tamil Nadu'],
    ['302001', 'Rajasthan'],
    ['313001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['395003', 'Gujarat'],
    ['682001', 'Kerala'],
    ['700001', 'West Bengal'],
    ['122001', 'Haryana'],
    ['226001', 'Uttar Pradesh'],
    ['452001', 'Madhya Pradesh'],
    ['751001', 'Odisha'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
  ])('%s is in %s', (pin, state) => {
    expect(stateOfPin(pin)).toBe(state);
  });

  it('knows the districts that lie outside their postal circle', () => {
    expect(stateOfPin('160017')).toBe('Chandigarh');
    expect(stateOfPin('403001')).toBe('Goa');
    expect(stateOfPin('605001')).toBe('Puducherry');
    expect(stateOfPin('248001')).toBe('Uttarakhand');
    expect(stateOfPin('737101')).toBe('Sikkim');
    expect(stateOfPin('799001')).toBe('Tripura');
  });

  it('gives nothing for what is not a civil PIN', () => {
    expect(stateOfPin('')).toBeNull();
    expect(stateOfPin(null)).toBeNull();
    expect(stateOfPin('56001')).toBeNull();
    expect(stateOfPin('056001')).toBeNull();
    expect(stateOfPin('56000A')).toBeNull();
    expect(stateOfPin('900001')).toBeNull();
  });

  it('refuses a PIN beside another state than its own, naming both (D34)', () => {
    // Hosur's PIN written as Bengaluru, Karnataka.
    expect(pinStateProblem('635126', 'Karnataka')).toBe('PIN 635126 is in Tamil Nadu, not Karnataka');
    // Mumbai's PIN on a Karnataka billing address.
    expect(pinStateProblem('400001', 'Karnataka')).toBe('PIN 400001 is in Maharashtra, not Karnataka');
    expect(pinStateProblem('560001', 'Karnataka')).toBeNull();
    expect(pinStateProblem('635126', 'Tamil Nadu')).toBeNull();
    expect(pinStateProblem('290001', 'Karnataka')).toMatch(/not a PIN of any state/);
    // A malformed PIN is its own format check's to name.
    expect(pinStateProblem('56001', 'Karnataka')).toBeNull();
  });

  it('takes either state where a district is shared, the state beside the PIN deciding', () => {
    expect(statesOfPin('160062')).toEqual(['Chandigarh', 'Punjab']);
    expect(pinStateProblem('160062', 'Punjab')).toBeNull();
    expect(pinStateProblem('160062', 'Haryana')).toBe('PIN 160062 is in Chandigarh or Punjab, not Haryana');
    expect(deliveryStateOf('605602', 'Tamil Nadu')).toBe('Tamil Nadu');
    expect(deliveryStateOf('605001', null)).toBe('Puducherry');
    expect(deliveryStateOf('396210', 'Dadra and Nagar Haveli and Daman and Diu')).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(deliveryStateOf('247001', 'Uttar Pradesh')).toBe('Uttar Pradesh');
    // A state the PIN cannot be in does not move it.
    expect(deliveryStateOf('600002', 'Karnataka')).toBe('Tamil Nadu');
    expect(stateOfPin('821115')).toBe('Bihar');
  });
});
