export { ConfirmLink, type ConfirmLinkProps, type ConfirmOutcome } from './confirm-link';
