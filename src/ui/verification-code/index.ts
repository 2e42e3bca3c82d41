export {
  VerificationCode,
  VERIFICATION_CODE_LENGTH,
  codeOf,
  pastedDigits,
  type VerificationCodeProps,
} from './verification-code';
