/**
 * What the complaint journey's steps share: their queries, the loader of the shared schemas, the loading placeholder
 * and a field's error text.
 */
import type { DeliveryComplaintSubscriptionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { fetcher } from '../../lib/fetcher/fetcher';
import { entityKey } from '../../lib/fetcher/keys';
// The journey's first data comes with its page: the client loads when the visitor first needs more.
import { request } from '../../lib/graphql/lazy-client';
import {
  ComplaintOptionsDocument,
  DeliveryComplaintSubscriptionsDocument,
  type ComplaintOptionsQuery,
} from '../../lib/graphql/generated/graphql';
import { deliveryArea } from './area';

/** A subscription's reasons and the dates a complaint may be about. */
type ComplaintOptions = ComplaintOptionsQuery['complaintOptions'];

/** A translation of the journey's messages. */
export type M = (key: string, params?: Record<string, string | number>) => string;

/**
 * The steps' schemas (the same the server parses with) and zod with them, loaded when a step is first sent rather
 * than with the page: they are a fifth of the journey's script.
 */
export const stepSchemas = () => import('../../shared/delivery');

/** The account's subscriptions a complaint may be about; `initial`: as the page read them. */
export function subscriptionsQuery(initial?: readonly DeliveryComplaintSubscriptionFieldsFragment[]) {
  return fetcher().createQuery<readonly DeliveryComplaintSubscriptionFieldsFragment[]>(
    deliveryArea.cacheKeys.subscriptions,
    async () => (await request(DeliveryComplaintSubscriptionsDocument, {})).deliveryComplaintSubscriptions,
    initial,
  );
}

/** A subscription's reasons and dates; `initial`: as the page read them (a deep link's). */
export function optionsQuery(subscriptionId: string, initial?: ComplaintOptions) {
  return fetcher().createQuery(
    entityKey(deliveryArea.cacheKeys.options, subscriptionId),
    async () => (await request(ComplaintOptionsDocument, { subscriptionId })).complaintOptions,
    initial,
  );
}

/** What shows until a step's data is there (its status region says so). */
export function Placeholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-complaint-loading>
      <p role="status" className="sr-only">
        {label}
      </p>
      <span aria-hidden="true" className="block h-16 rounded-brand border border-border bg-surface" />
      <span aria-hidden="true" className="block h-40 rounded-brand border border-border bg-surface" />
    </div>
  );
}

/** A field's error, linked from its control with `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: string | undefined }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-semibold text-on-negative" data-field-error>
      {children}
    </p>
  );
}
