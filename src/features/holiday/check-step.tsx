/**
 * The holiday journey's check step: what was entered, each with a way back to its step, and the submission with the
 * journey's idempotency key. The server's refusals show in Dutch, with a link to each step they belong to.
 */
import { formatDate, type Locale } from '../../lib/format';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  SubmitTemporaryDeliveryAddressV2Document,
  SuspendDeliveryV2Document,
} from '../../lib/graphql/generated/graphql';
import type { Country } from '../../shared/dates';
import type { HolidayKind, HolidayStep } from '../../shared/holiday-codes';
import { CheckForm } from '../platform/journey-check';
import { addressFieldSteps, addressInput } from '../platform/journey-parts';
import { holidayArea } from './area';
import { addressLine } from './messages';
import type { StepProps, SubscriptionOptions } from './steps';

/** What the journey shows when it is done. */
export interface Done {
  kind: HolidayKind;
  startDate: string;
  endDate: string;
  subscription: string;
  address: string | null;
}

/** Which step each field of a violation belongs to (a refusal on submit links to it). */
const FIELD_STEPS: Readonly<Record<string, HolidayStep>> = {
  subscriptionId: 'keuze',
  kind: 'keuze',
  startDate: 'periode',
  endDate: 'periode',
  ...addressFieldSteps('adres'),
};

function useMutations() {
  const [$suspend, suspending] = useGraphQLMutation(
    holidayArea.mutations.suspendDeliveryV2,
    SuspendDeliveryV2Document,
    request,
  );
  const [$divert, diverting] = useGraphQLMutation(
    holidayArea.mutations.submitTemporaryDeliveryAddressV2,
    SubmitTemporaryDeliveryAddressV2Document,
    request,
  );
  return { $suspend, $divert, loading: suspending || diverting };
}

export function CheckStep(
  props: StepProps & {
    subscription: SubscriptionOptions | undefined;
    country: Country;
    locale: Locale;
    onChange: (step: HolidayStep) => void;
    onDone: (done: Done) => void;
  },
) {
  const { m, subscription, country, locale, journey, onDone } = props;
  const { $suspend, $divert, loading } = useMutations();
  const kind = journey.kind || 'suspension';
  const { address } = journey;
  const typedAddress = addressLine({ ...address, houseNumberSuffix: address.suffix, zipCode: address.postcode });

  async function send() {
    const base = {
      subscriptionId: journey.subscriptionId,
      startDate: journey.startDate,
      endDate: journey.endDate,
      idempotencyKey: journey.key,
    };
    const result =
      kind === 'suspension'
        ? await $suspend.mutate({ input: base })
        : await $divert.mutate({
            input: {
              ...base,
              address: addressInput(address, country),
            },
          });
    if (!result) return [{ code: 'GENERIC-ERROR' }];
    if (!result.ok || !result.change) return result.violations;
    const change = result.change;
    onDone({
      kind,
      startDate: change.startDate,
      endDate: change.endDate,
      subscription: change.subscription.title,
      address:
        'address' in change && change.address ? addressLine(change.address as Parameters<typeof addressLine>[0]) : null,
    });
    return null;
  }

  return (
    <CheckForm
      step={props}
      area="holiday"
      rows={[
        { step: 'keuze', label: m.t('holiday.check.kind'), value: m.t(`holiday.choice.kind.${kind}`) },
        { step: 'keuze', label: m.t('holiday.check.subscription'), value: subscription?.subscription.title ?? '' },
        {
          step: 'periode',
          label: m.t('holiday.check.period'),
          value:
            journey.startDate && journey.endDate
              ? m.t('holiday.event.period', {
                  start: formatDate(journey.startDate, { locale }),
                  end: formatDate(journey.endDate, { locale }),
                })
              : '',
        },
        ...(kind === 'temporary_address'
          ? [{ step: 'adres' as const, label: m.t('holiday.check.address'), value: typedAddress }]
          : []),
      ]}
      note={kind === 'suspension' ? <p className="text-sm text-text-muted">{m.t('holiday.check.digital')}</p> : null}
      fieldSteps={FIELD_STEPS}
      submitLabel={m.t(`holiday.journey.submit.${kind}`)}
      loading={loading}
      send={send}
    />
  );
}
