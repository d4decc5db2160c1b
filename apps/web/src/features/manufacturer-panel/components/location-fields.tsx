// D14: a manufacturer's location — city, state (the states and union territories of India) and PIN —
// asked at registration, on a corrected application and on the profile, so /vendors always shows one.
import { INDIAN_STATES, stateName } from '@granite/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, FormField, Select } from '@/components/ui/form-field';
import { useLocale, useT } from '@/lib/i18n';

type LocationFieldsProps = {
  city: UseFormRegisterReturn;
  state: UseFormRegisterReturn;
  pincode: UseFormRegisterReturn;
  errors: { city?: string; state?: string; pincode?: string };
};

export function LocationFields({ city, state, pincode, errors }: LocationFieldsProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <FormField
        label={t('City')}
        required
        autoComplete="address-level2"
        error={errors.city && t(errors.city)}
        {...city}
      />
      <Field label={t('State')} required error={errors.state && t(errors.state)}>
        {(control) => (
          <Select autoComplete="address-level1" {...control} {...state}>
            <option value="">{t('Choose the state')}</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {stateName(s, locale)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        label={t('PIN code')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.pincode && t(errors.pincode)}
        {...pincode}
      />
    </>
  );
}
