/** The small parts the complaint journey's steps share: the loading placeholder and a field's error text. */
import type { DeliveryComplaintSubscriptionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { fetcher } from '../../lib/fetcher/fetcher';
import { entityKey } from '../../lib/fetcher/keys';
import { request } from '../../lib/graphql/client';
import { ComplaintOptionsDocument, DeliveryComplaintSubscriptionsDocument } from '../../lib/graphql/generated/graphql';
import { deliveryArea } from './area';

/** A translation of the journey's messages. */
export type M = (key: string, params?: Record<string, string | number>) => string;

/**
 * The steps' schemas (the same the server parses with) and zod with them, loaded when a step is first sent rather
 * than with the page: they are a fifth of the journey's script.
 */
export const stepSchemas = () => import('../../shared/delivery');

export function subscriptionsQuery() {
  return fetcher().createQuery<readonly DeliveryComplaintSubscriptionFieldsFragment[]>(
    deliveryArea.cacheKeys.subscriptions,
    async () => (await request(DeliveryComplaintSubscriptionsDocument, {})).deliveryComplaintSubscriptions,
  );
}

export function optionsQuery(subscriptionId: string) {
  return fetcher().createQuery(
    entityKey(deliveryArea.cacheKeys.options, subscriptionId),
    async () => (await request(ComplaintOptionsDocument, { subscriptionId })).complaintOptions,
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
