/**
 * The moving journey's island (/verhuisservice/doorgeven and the app variant /verhuisservice/app/doorgeven): four
 * steps with their own URLs (`?stap=adres|abonnementen|datum|controle`) under the design system's step indicator,
 * then the confirmation. The journey's state lives in one store (./journey.ts) and its steps follow the kit's journey
 * helper (src/lib/journey): a later step that the state does not allow yet shows the first open step instead. Each
 * step checks its input with the shared zod schema (src/shared/moving.ts) through the kit's form hook before going
 * on; the NL address is found by the server's address lookup; the server checks everything again on submit, and its
 * refusals are shown in Dutch in an error summary with a link to the step. The subscriptions step's checkboxes load
 * when the address step is done, not with the page. The address step needs none of the options the later steps
 * read, so it shows at once, in the server's HTML too, while they load.
 */
import { formatDate } from '../../lib/format';
import { useMessages, type MessageLookup } from '../../lib/messages';
import type { ReactNode } from 'react';
import { fetcher } from '../../lib/fetcher/fetcher';
import { request } from '../../lib/graphql/client';
import { MovingHouseOptionsDocument, type MovingHouseServiceFieldsFragment } from '../../lib/graphql/generated/graphql';
import { lazyStep, useJourney } from '../../lib/journey';
import { Loader } from '../../ui/loader';
import { JourneyFrame, JourneyOptions, type JourneyIslandProps } from '../platform/journey-parts';
import { AddressStep } from './address-step';
import { movingArea } from './area';
import { allowedStep, movingJourney, stepsOf } from './journey';
import { addressLine } from './messages';
import { loadCheckbox, type Options } from './steps';

// The steps after the first load when the journey reaches them.
const SubscriptionsStep = lazyStep(() => import('./subscriptions-step'), 'SubscriptionsStep');
const DateStep = lazyStep(() => import('./date-step'), 'DateStep');
const CheckStep = lazyStep(() => import('./check-step'), 'CheckStep');

/** The island's props (the moving pages pass MOVING_MESSAGE_KEYS as `messages`). */
export type MovingJourneyProps = JourneyIslandProps;

function optionsQuery() {
  return fetcher().createQuery<Options>(
    movingArea.cacheKeys.options,
    async () => (await request(MovingHouseOptionsDocument, {})).movingHouseOptions,
  );
}

export default function MovingJourneyIsland(props: MovingJourneyProps) {
  const m = useMessages(props.messages);
  // The address step needs no options: it shows at once (in the server's HTML too), and the options load meanwhile,
  // so nothing moves when they arrive. A later step reached before they have (a quick lookup) waits for them.
  return (
    <JourneyOptions {...props} t={m.t} area="moving" query={optionsQuery}>
      {(options) => <Journey {...props} m={m} options={options} />}
    </JourneyOptions>
  );
}

/** A later step while the options are still loading: its heading and the loader (announced as it appears). */
function OptionsLoading({ m, heading }: { m: MessageLookup; heading: ReactNode }) {
  return (
    <div aria-busy="true" className="flex max-w-xl flex-col gap-4" data-moving-loading>
      {heading}
      <div className="flex min-h-24 items-center">
        <Loader label={m.t('pageLoading')} />
      </div>
    </div>
  );
}

function Journey({
  m,
  options,
  country,
  brandName,
  locale,
  overviewPath,
}: MovingJourneyProps & { m: MessageLookup; options: Options | undefined }) {
  const journey = useJourney({ store: movingJourney, stepsOf, allowedStep, initialStep: 'adres' });
  const { step, state, go, back, advance } = journey;
  /** The end's title and message for the stored move. */
  const doneText = (done: MovingHouseServiceFieldsFragment) => ({
    title: m.t('moving.done.title'),
    text: m.t('moving.done.text', {
      date: formatDate(done.effectiveDate, { locale }),
      address: addressLine(done.address),
    }),
  });

  return (
    <JourneyFrame t={m.t} area="moving" journey={journey} overviewPath={overviewPath}>
      {({ heading, finish }) => {
        const common = { m, heading, journey: state, onBack: back };
        return step === 'adres' ? (
          <AddressStep
            {...common}
            country={country}
            brandName={brandName}
            onDone={(address) => {
              void loadCheckbox().catch(() => undefined);
              advance({ address });
            }}
          />
        ) : !options ? (
          <OptionsLoading m={m} heading={heading} />
        ) : step === 'abonnementen' ? (
          <SubscriptionsStep
            {...common}
            options={options}
            onDone={(subscriptionIds) => advance({ subscriptionIds, confirmAllAtAddress: true })}
          />
        ) : step === 'datum' ? (
          <DateStep
            {...common}
            options={options}
            locale={locale}
            onDone={(effectiveDate) => advance({ effectiveDate })}
          />
        ) : (
          <CheckStep
            {...common}
            options={options}
            country={country}
            locale={locale}
            onChange={go}
            onDone={(move) => finish(doneText(move))}
          />
        );
      }}
    </JourneyFrame>
  );
}
