// D14: a manufacturer's location — city, state (the states and union territories of India) and PIN —
// asked at registration, on a corrected application and on the profile, so /vendors always shows one.
import { INDIAN_STATES } from '@granite/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, FormField, Select } from '@/components/ui/form-field';

type LocationFieldsProps = {
  city: UseFormRegisterReturn;
  state: UseFormRegisterReturn;
  pincode: UseFormRegisterReturn;
  errors: { city?: string; state?: string; pincode?: string };
};

export function LocationFields({ city, state, pincode, errors }: LocationFieldsProps) {
  return (
    <>
      <FormField label="City" required autoComplete="address-level2" error={errors.city} {...city} />
      <Field label="State" required error={errors.state}>
        {(control) => (
          <Select autoComplete="address-level1" {...control} {...state}>
            <option value="">Choose the state</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        label="PIN code"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode}
        {...pincode}
      />
    </>
  );
}
