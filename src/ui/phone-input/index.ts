export { PhoneInput, type PhoneInputProps, type PhoneChange } from './phone-input';
export type { CountryOption } from '../phone/phone';
