/**
 * The change of one subscription's payment method (/betaalservice/wijzigen/[brand_id]/[subscription_id]): the methods
 * the general flags allow; SEPA direct debit with IBAN (checked with ibantools for the brand's country) and the
 * account holder's name, applied at once; a card or iDEAL sends the user to the payment provider's hosted page
 * (startPaymentChange answers its URL), which sends them back to the status page. The page gives the overview it
 * read (`initial`), so the form is rendered on the server and nothing moves when the island's query answers.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import {
  ChangePaymentDirectDebitDocument,
  StartPaymentChangeDocument,
  type ChangePaymentDirectDebitMutationVariables,
  type PaymentChangeFieldsFragment,
  type StartPaymentChangeMutationVariables,
} from '../../lib/graphql/generated/graphql';
import { violationsOf, type Violation } from '../../shared/result';
import { newIdempotencyKey } from '../../shared/idempotency';
import { Button, LinkButton } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { TextInput } from '../../ui/text-input';
import { PageLoadFailure } from '../platform/PageLoadFailure';
import { paymentArea } from './area';
import { useMessages, type MessageLookup } from '../../lib/messages';
import { paymentOverviewQuery, type PaymentOverviewData } from './queries';

/**
 * The direct debit's schema (the same the server parses with: IBAN, account holder) and zod with it, loaded when the
 * form is first sent rather than with the page, as the journeys load theirs.
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
  const $overview = useMemo(paymentOverviewQuery, []);
  const { data: loaded, error } = useStore($overview);
  const data = loaded ?? props.initial;
  if (data === undefined && error !== undefined) {
    return (
      <PageLoadFailure
        message={m.t('pageErrorMessage')}
        retryLabel={m.t('pageReloadButtonLabel')}
        onRetry={() => $overview.invalidate()}
      />
    );
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
  const earlyInput = useKeepEarlyInput<HTMLFormElement>();
  const [method, setMethod] = useState<string>(data.methods[0] ?? '');
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [violations, setViolations] = useState<Violation[]>([]);
  const [done, setDone] = useState<PaymentChangeFieldsFragment | null>(null);
  const $debit = useMemo(
    () =>
      fetcher().createMutation(
        paymentArea.mutations.changePaymentDirectDebit,
        async (variables: ChangePaymentDirectDebitMutationVariables) =>
          (await request(ChangePaymentDirectDebitDocument, variables)).changePaymentDirectDebit,
      ),
    [],
  );
  const $start = useMemo(
    () =>
      fetcher().createMutation(
        paymentArea.mutations.startPaymentChange,
        async (variables: StartPaymentChangeMutationVariables) =>
          (await request(StartPaymentChangeDocument, variables)).startPaymentChange,
      ),
    [],
  );
  const { loading: debitLoading = false } = useStore($debit);
  const { loading: startLoading = false } = useStore($start);
  const fieldError = (field: string) => {
    const found = violations.find((violation) => violation.field === field);
    return found ? m.violation(found.code) : undefined;
  };
  const general = violations.filter((violation) => !['iban', 'accountHolder'].includes(violation.field ?? ''));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setViolations([]);
    try {
      if (method === 'direct_debit') {
        const input = { subscriptionId: subscription.id, iban, accountHolder: holder, idempotencyKey: key };
        const { directDebitSchema } = await schemas();
        const parsed = directDebitSchema(country === 'be' ? 'BE' : 'NL').safeParse(input);
        if (!parsed.success) {
          setViolations(violationsOf(parsed.error));
          return;
        }
        const result = await $debit.mutate({ input });
        if (!result) setViolations([{ code: 'GENERIC-ERROR' }]);
        else if (result.ok && result.change) setDone(result.change);
        else {
          setViolations(result.violations);
          setKey(newIdempotencyKey());
        }
        return;
      }
      const result = await $start.mutate({ input: { subscriptionId: subscription.id, method, idempotencyKey: key } });
      if (result?.ok && result.checkoutUrl) window.location.assign(result.checkoutUrl);
      else {
        setViolations(result?.violations ?? [{ code: 'GENERIC-ERROR' }]);
        setKey(newIdempotencyKey());
      }
    } catch {
      setViolations([{ code: 'GENERIC-ERROR' }]);
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
    <form ref={earlyInput} noValidate onSubmit={submit} className="flex max-w-prose flex-col gap-6" data-payment-form>
      <p>
        <strong>
          {m.t('payment.change.subscription', { title: subscription.title, number: subscription.subscriptionNumber })}
        </strong>
        <br />
        {m.t('payment.change.current', { method: m.t(`payment.method.${subscription.paymentMethod}`) })}
      </p>
      {general.length > 0 ? (
        <NotificationBanner variant="error" shouldAnnounce>
          {[...new Set(general.map((violation) => violation.code))].map((code) => (
            <span key={code} className="block" data-payment-violation={code}>
              {m.violation(code)}
            </span>
          ))}
        </NotificationBanner>
      ) : null}
      <RadioGroup
        label={m.t('payment.change.methodLegend')}
        name="method"
        value={method}
        onValueChange={(details) => {
          if (details.value) setMethod(details.value);
          setViolations([]);
        }}
        options={data.methods.map((value) => ({ value, label: m.t(`payment.method.${value}`) }))}
      />
      <p className="text-sm text-text-muted" data-payment-method-hint>
        {m.t(`payment.change.method.${method}.hint`)}
      </p>
      {method === 'direct_debit' ? (
        <>
          <TextInput
            label={m.t('payment.change.iban')}
            name="iban"
            autoComplete="off"
            spellCheck={false}
            value={iban}
            onChange={(event) => setIban(event.currentTarget.value)}
            description={m.t(`payment.change.iban.hint.${country}`)}
            error={fieldError('iban')}
          />
          <TextInput
            label={m.t('payment.change.holder')}
            name="accountHolder"
            autoComplete="name"
            value={holder}
            onChange={(event) => setHolder(event.currentTarget.value)}
            error={fieldError('accountHolder')}
          />
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
