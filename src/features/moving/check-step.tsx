/**
 * The moving journey's check step: the new address, the subscriptions and the date, each with a way back to its step,
 * and the submission with the journey's idempotency key. The server's refusals show in Dutch, with a link to each
 * step they belong to.
 */
import { formatDate, type Locale } from '../../lib/format';
import { useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  SubmitMovingHouseV2Document,
  type MovingHouseServiceFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import type { Country } from '../../shared/dates';
import type { MovingStep } from '../../shared/moving-codes';
import { CheckForm } from '../platform/journey-check';
import { addressFieldSteps, addressInput } from '../platform/journey-parts';
import { movingArea } from './area';
import { addressLine } from './messages';
import type { Options, StepProps } from './steps';

/** Which step each field of a violation belongs to (a refusal on submit links to it). */
const FIELD_STEPS: Readonly<Record<string, MovingStep>> = {
  ...addressFieldSteps('adres'),
  subscriptionIds: 'abonnementen',
  confirmAllAtAddress: 'abonnementen',
  effectiveDate: 'datum',
};

export function CheckStep(
  props: StepProps & {
    options: Options;
    country: Country;
    locale: Locale;
    onChange: (step: MovingStep) => void;
    onDone: (move: MovingHouseServiceFieldsFragment) => void;
  },
) {
  const { m, options, country, locale, journey, onDone } = props;
  const [$submit, loading] = useGraphQLMutation(
    movingArea.mutations.submitMovingHouseV2,
    SubmitMovingHouseV2Document,
    request,
  );
  const chosen = options.subscriptions.filter((subscription) => journey.subscriptionIds?.includes(subscription.id));
  const { address } = journey;

  async function send() {
    const result = await $submit.mutate({
      input: {
        address: addressInput(address, country),
        subscriptionIds: journey.subscriptionIds ?? [],
        confirmAllAtAddress: journey.confirmAllAtAddress,
        effectiveDate: journey.effectiveDate,
        idempotencyKey: journey.key,
      },
    });
    if (!result) return [{ code: 'GENERIC-ERROR' }];
    if (!result.ok || !result.move) return result.violations;
    onDone(result.move);
    return null;
  }

  return (
    <CheckForm
      step={props}
      area="moving"
      rows={[
        {
          step: 'adres',
          label: m.t('moving.check.address'),
          value: addressLine({ ...address, houseNumberSuffix: address.suffix, zipCode: address.postcode }),
        },
        {
          step: 'abonnementen',
          label: m.t('moving.check.subscriptions'),
          value: (
            <ul>
              {chosen.map((subscription) => (
                <li key={subscription.id}>{subscription.title}</li>
              ))}
            </ul>
          ),
        },
        {
          step: 'datum',
          label: m.t('moving.check.date'),
          value: journey.effectiveDate ? formatDate(journey.effectiveDate, { locale }) : '',
        },
      ]}
      fieldSteps={FIELD_STEPS}
      submitLabel={m.t('moving.journey.submit')}
      loading={loading}
      send={send}
    />
  );
}
