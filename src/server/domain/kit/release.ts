/**
 * A subscription its holder lets go (unlinks): every area that keeps something of the holder's for it ends that in
 * the unlink's transaction, so nothing of this holder passes to the subscription's next one.
 */
import type { IsoDate } from '../../../shared/dates';

/** The subscription let go, by whom, and when: the instant and its calendar date in the brand's country. */
export interface Release {
  /** The holder that lets the subscription go. */
  accountId: string;
  subscriptionId: string;
  /** The calendar date of `now` in the brand's country: what starts after it is still to come. */
  today: IsoDate;
  now: Date;
}
