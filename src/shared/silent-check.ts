/**
 * The message of the silent session check in a hidden frame: the portal's callback answers the frame
 * with a page that posts it to the page holding the frame (src/server/auth/portal-handlers.ts, `silentEnd`), and the
 * page acts on it (src/features/login/sso-check.ts).
 */

/** The `type` of the message, so that the page ignores any other message its frame might post. */
export const SILENT_CHECK_MESSAGE = 'mo-sso-check';

/** What a silent check found: nothing to change, a new session, or another account to choose (LoggedInDifferentAccount). */
export type SilentOutcome = 'none' | 'signed-in' | 'other-account';

export interface SilentCheckMessage {
  type: typeof SILENT_CHECK_MESSAGE;
  outcome: SilentOutcome;
  /** Where the page goes next: only for other-account, the choice between the two accounts. */
  next?: string;
}
