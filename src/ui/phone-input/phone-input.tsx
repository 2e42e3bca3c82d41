/**
 * Phone input with a country select. The select lists the caller's countries (name and dial code,
 * highlighted ones first). The number is masked as "(+{code}) # 000 000 000" through imask: the dial code in
 * brackets, then a number whose first digit is 1–9. The "(+code) " prefix cannot be deleted; without a chosen
 * country the code is 31. `onChange(value, { complete })` gets the masked value ('' while only the prefix is there)
 * and whether the number is complete (at least 8 digits; see phoneMaskPattern). An incomplete number makes the
 * control invalid, so the form shows `customValidityMessage` on submit.
 */
import type { InputMask } from 'imask';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { splitPhoneNumber } from '../../shared/phone';
import {
  DEFAULT_COUNTRY_CODE,
  PHONE_MASK_DEFINITIONS,
  phoneMaskPattern,
  phonePrefix,
  sortCountries,
  type CountryOption,
} from '../phone/phone';
import { useMask } from '../masks/use-mask';
import { Field } from '../text-input/field';
import { FieldFrame, splitFrameProps, type FieldFrameProps } from '../text-input/field-frame';

export interface PhoneChange {
  complete: boolean;
}

export interface PhoneInputProps extends FieldFrameProps {
  /** Label of the country select, e.g. "Land". */
  countryLabel: string;
  countries: readonly CountryOption[];
  /** The chosen dial code (controlled); undefined = none chosen, which masks with 31. */
  countryCode?: string;
  defaultCountryCode?: string;
  onCountryChange?: (code: string) => void;
  /** Initial number in any form ("+31612345678", "(+31) 6 123 456 78", "0612345678"). */
  defaultValue?: string;
  onChange?: (value: string, change: PhoneChange) => void;
  /** Shown on submit while the number is missing or incomplete. */
  customValidityMessage: string;
  name?: string;
}

type PhoneMaskOptions = { mask: string; definitions: typeof PHONE_MASK_DEFINITIONS; lazy: true };

export function PhoneInput(props: PhoneInputProps) {
  const [
    frame,
    { countryLabel, countries, countryCode, defaultCountryCode, onCountryChange, defaultValue, onChange, name },
  ] = splitFrameProps(props);
  const { required, disabled, className } = frame;
  const { customValidityMessage } = props;
  const codes = useMemo(() => countries.map((country) => country.code), [countries]);
  const [initial] = useState(() => (defaultValue ? splitPhoneNumber(defaultValue, codes) : undefined));
  const [chosenCode, setChosenCode] = useState<string | undefined>(defaultCountryCode ?? initial?.code);
  const code = countryCode ?? chosenCode ?? DEFAULT_COUNTRY_CODE;
  const prefix = phonePrefix(code);
  const sorted = useMemo(() => sortCountries(countries), [countries]);
  const selectId = `${useId().replace(/:/g, '')}-country`;

  const options = useMemo<PhoneMaskOptions>(
    () => ({ mask: phoneMaskPattern(code), definitions: PHONE_MASK_DEFINITIONS, lazy: true }),
    [code],
  );
  const national = useRef(initial?.national ?? '');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const validate = useCallback(
    (mask: InputMask<PhoneMaskOptions>) => {
      const element = (mask.el as unknown as { input: HTMLInputElement }).input;
      const empty = mask.value === prefix || mask.value === '';
      const valid = mask.masked.isComplete || (empty && !required);
      element.setCustomValidity(valid ? '' : customValidityMessage);
    },
    [prefix, required, customValidityMessage],
  );

  const handleAccept = useCallback(
    (mask: InputMask<PhoneMaskOptions>) => {
      // The prefix cannot be deleted: whatever removed it, it comes back with the cursor after it.
      if (!mask.value.startsWith(prefix)) {
        mask.value = prefix;
        mask.cursorPos = prefix.length;
        return;
      }
      national.current = mask.value.slice(prefix.length).replace(/\D/g, '');
      validate(mask);
      onChangeRef.current?.(national.current ? mask.value : '', { complete: mask.masked.isComplete });
    },
    [prefix, validate],
  );
  const { ref, maskRef } = useMask(options, handleAccept);

  // A new mask (first render or another country) starts with the prefix and the national digits so far.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    const digits = national.current;
    mask.value = prefix; // fires accept, which resets `national`
    if (digits) {
      mask.masked.append(digits, { input: true });
      mask.updateControl();
      handleAccept(mask);
    }
    validate(mask);
  }, [options, prefix, maskRef, validate, handleAccept]);

  return (
    <div
      className={['flex flex-col gap-4 tablet:flex-row tablet:items-end tablet:gap-2', className]
        .filter(Boolean)
        .join(' ')}
      data-scope="phone-input"
    >
      {/* Below the tablet breakpoint the country select stands above the number, so on a 375 px phone neither is
          cut off: side by side, the number field got too narrow for a whole masked number. */}
      <Field.Root id={selectId} required={required} disabled={disabled} className="tablet:w-56 tablet:shrink-0">
        <Field.Label floating={false}>{countryLabel}</Field.Label>
        <Field.Control data-part="country">
          <Field.Select
            value={code}
            autoComplete="tel-country-code"
            onChange={(event) => {
              setChosenCode(event.target.value);
              onCountryChange?.(event.target.value);
            }}
          >
            {sorted.map((country) => (
              <option
                key={`${country.code}-${country.name}`}
                value={country.code}
                data-highlighted={country.highlighted ? '' : undefined}
              >
                {`${country.name} (+${country.code})`}
              </option>
            ))}
            {sorted.some((country) => country.code === code) ? null : <option value={code}>{`+${code}`}</option>}
          </Field.Select>
        </Field.Control>
      </Field.Root>
      <FieldFrame {...frame} className="min-w-0 flex-1" floatingLabel={false}>
        <Field.Control>
          <Field.Input
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            name={name}
            onInput={() => {
              // Field clears the custom validity on input; set it again for the new value.
              if (maskRef.current) validate(maskRef.current);
            }}
          />
        </Field.Control>
      </FieldFrame>
    </div>
  );
}
