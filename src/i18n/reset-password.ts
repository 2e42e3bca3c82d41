/**
 * The brand's reset-password link is replaced by a Dutch warning — resetting through the
 * account area is temporarily impossible; change the password by logging out and choosing "forgot my password".
 */
import type { Translate } from './translate';

/** The translation key of the warning. */
export const RESET_PASSWORD_WARNING_KEY = 'resetPasswordWarning';

/** Addresses that reset or change a password (the brand's account pages). */
const RESET_PASSWORD_URL =
  /wachtwoord-(vergeten|wijzigen|herstellen)|reset-?password|forgot-?password|change-?password/i;

export interface HelpLink {
  label: string;
  url: string;
}

/** What is shown instead of a reset-password link. */
export interface ResetPasswordWarning {
  warning: string;
}

/** True for a link that resets or changes a password. */
export function isResetPasswordLink(link: Pick<HelpLink, 'url'>): boolean {
  return RESET_PASSWORD_URL.test(link.url);
}

/** The links with every reset-password link replaced by the translated warning (others unchanged). */
export function replaceResetPasswordLinks<L extends HelpLink>(
  links: readonly L[],
  t: Translate,
): (L | ResetPasswordWarning)[] {
  return links.map((link) => (isResetPasswordLink(link) ? { warning: t(RESET_PASSWORD_WARNING_KEY) } : link));
}
