/**
 * The change of one subscription's payment method (/betaalservice/wijzigen/[brand_id]/[subscription_id]): the methods
 * the general flags allow; SEPA direct debit with IBAN (checked with ibantools for the brand's country) and the
 * account holder's name, applied at once; a card or iDEAL sends the user to the payment provider's hosted page
 * (startPaymentChange answers its URL), which sends them back to the status page. The page gives the overview it
 * read (`initial`), so the form is rendered on the server and nothing moves when the island's query answers.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from '../../lib/form';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  ChangePaymentDirectDebitDocument,
  StartPaymentChangeDocument,
  type PaymentChangeFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import { newIdempotencyKey } from '../../shared/idempotency';
import type { Violation } from '../../shared/result';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { RadioGroup } from '../../ui/radio-group';
import { TextInput } from '../../ui/text-input';
import { FormFeedback, preloadOnFocus } from '../platform/FormFeedback';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { paymentArea } from './area';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { paymentOverviewQuery, type PaymentOverviewData } from './queries';

/**
 * The direct debit's schema (the same the server parses with: IBAN, account holder) and zod with it, loaded when the
 * form is first used rather than with the page, as the journeys load theirs.
 */
const schemas = () => import('../../shared/payment');

export interface PaymentChangeProps {
  /** The payment overview as the page read it (the island's query answers the same, and then takes over). */
  initial?: PaymentOverviewData;
  messages: Record<string, string>;
  subscriptionId: string;
  country: 'nl' | 'be';
  brandName: string;
  overviewPath: string;
}

export default function PaymentChange(props: PaymentChangeProps) {
  const m = useMessages(props.messages);
  // The page read it a moment ago: the island starts from it instead of asking again.
  const $overview = useMemo(() => paymentOverviewQuery(props.initial), []);
  const { data: loaded, error } = useStore($overview);
  const data = loaded ?? props.initial;
  if (data === undefined && error !== undefined) {
    return <PageLoadFailure t={m.t} onRetry={() => $overview.invalidate()} />;
  }
  if (data === undefined) {
    return (
      <div aria-busy="true" data-payment-loading>
        <p role="status" className="sr-only">
          {m.t('pageLoading')}
        </p>
        <span aria-hidden="true" className="block h-48 animate-pulse rounded-brand border border-border bg-surface" />
      </div>
    );
  }
  const subscription = data.subscriptions.find((item) => item.id === props.subscriptionId);
  if (!subscription || data.methods.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4" data-payment-empty>
        <p className="rounded-brand border border-border bg-surface p-4">
          {!subscription ? m.t('payment.change.notFound') : m.t('payment.overview.noMethods')}
        </p>
        <LinkButton href={props.overviewPath} variant="secondary">
          {m.t('payment.change.back')}
        </LinkButton>
      </div>
    );
  }
  return <ChangeForm {...props} m={m} data={data} subscription={subscription} />;
}

function ChangeForm(
  props: PaymentChangeProps & {
    m: MessageLookup;
    data: PaymentOverviewData;
    subscription: PaymentOverviewData['subscriptions'][number];
  },
) {
  const { m, data, subscription, country } = props;
  const hydrated = useHydrated();
  const [method, setMethod] = useState<string>(data.methods[0] ?? '');
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<PaymentChangeFieldsFragment | null>(null);
  const [schema] = useState(
    () => () =>
      schemas().then((module) =>
        module.directDebitSchema(country === 'be' ? 'BE' : 'NL').pick({ iban: true, accountHolder: true }),
      ),
  );
  const kit = useForm({ schema, defaultValues: { iban: '', accountHolder: '' }, violationMessage: m.violation });
  const earlyInput = useKeepEarlyInput(kit.formRef);
  const [$debit, debitLoading] = useGraphQLMutation(
    paymentArea.mutations.changePaymentDirectDebit,
    ChangePaymentDirectDebitDocument,
    request,
  );
  const [$start, startLoading] = useGraphQLMutation(
    paymentArea.mutations.startPaymentChange,
    StartPaymentChangeDocument,
    request,
  );

  /** A refusal on the form; the next attempt is a new request. */
  function refuse(violations: readonly Violation[]) {
    kit.refuse(violations);
    setKey(newIdempotencyKey());
  }

  // Direct debit: checked with the shared schema before anything is sent; sent as typed (the server parses too).
  const debit = kit.onSubmit(async () => {
    const { iban, accountHolder } = kit.form.getValues();
    const result = await $debit.mutate({
      input: { subscriptionId: subscription.id, iban, accountHolder, idempotencyKey: key },
    });
    if (result?.ok && result.change) setDone(result.change);
    else refuse(result?.violations ?? [{ code: 'GENERIC-ERROR' }]);
  });

  // A card or iDEAL has nothing to check here: the payment provider's page asks for the rest.
  async function startHosted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const result = await $start.mutate({ input: { subscriptionId: subscription.id, method, idempotencyKey: key } });
      if (result?.ok && result.checkoutUrl) window.location.assign(result.checkoutUrl);
      else refuse(result?.violations ?? [{ code: 'GENERIC-ERROR' }]);
    } catch {
      refuse([{ code: 'GENERIC-ERROR' }]);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col items-start gap-4" data-payment-done>
        <p role="status" className="rounded-brand border border-border bg-surface p-4" data-payment-done-message>
          {m.t('payment.change.done', {
            title: subscription.title,
            account: done.accountMasked ?? '',
            mandate: done.mandateReference ?? '',
          })}
        </p>
        <LinkButton href={props.overviewPath}>{m.t('payment.change.back')}</LinkButton>
      </div>
    );
  }

  return (
    <form
      ref={earlyInput}
      noValidate
      onSubmit={method === 'direct_debit' ? debit : startHosted}
      onFocus={preloadOnFocus(schema)}
      className="flex max-w-prose flex-col gap-6"
      data-payment-form
    >
      <p>
        <strong>
          {m.t('payment.change.subscription', { title: subscription.title, number: subscription.subscriptionNumber })}
        </strong>
        <br />
        {m.t('payment.change.current', { method: m.t(`payment.method.${subscription.paymentMethod}`) })}
      </p>
      <FormFeedback kit={kit} title={m.t('account.formErrors')} violation={m.violation} />
      <RadioGroup
        label={m.t('payment.change.methodLegend')}
        name="method"
        value={method}
        onValueChange={(details) => {
          if (details.value) setMethod(details.value);
          kit.form.clearErrors();
        }}
        options={data.methods.map((value) => ({ value, label: m.t(`payment.method.${value}`) }))}
      />
      <p className="text-sm text-text-muted" data-payment-method-hint>
        {m.t(`payment.change.method.${method}.hint`)}
      </p>
      {method === 'direct_debit' ? (
        <>
          <TextInput
            {...kit.text('iban')}
            label={m.t('payment.change.iban')}
            autoComplete="off"
            spellCheck={false}
            description={m.t(`payment.change.iban.hint.${country}`)}
          />
          <TextInput {...kit.text('accountHolder')} label={m.t('payment.change.holder')} autoComplete="name" />
          <p className="text-sm">{m.t('payment.change.consent', { brand: props.brandName })}</p>
        </>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <Button
          type="submit"
          disabled={!hydrated}
          loading={debitLoading || startLoading}
          loadingLabel={m.t('pageLoading')}
        >
          {method === 'direct_debit' ? m.t('payment.change.submit') : m.t('payment.change.toProvider')}
        </Button>
        <LinkButton href={props.overviewPath} variant="secondary">
          {m.t('payment.change.back')}
        </LinkButton>
      </div>
    </form>
  );
}
