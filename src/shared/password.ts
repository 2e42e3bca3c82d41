/**
 * The password rules that the portal's password change (`/api/pass`) and the built-in account host (registration,
 * forgotten password) both apply, so a password one accepts the other never refuses.
 */

/** Shortest new password. Length is what makes a password strong (NIST SP 800-63B); no composition rules. */
export const PASSWORD_MIN_LENGTH = 10;

/** Longest new password: bounds the argon2 work one request can cause. */
export const PASSWORD_MAX_LENGTH = 128;
