// @vitest-environment jsdom
/**
 * The journey helper: one URL per step (the first without `?stap=`, or with it when the journey asks), the state in
 * one store, a direct link to a later step goes back to the first open one, back and the browser's buttons walk the
 * steps, focus moves to the step's heading after each move (not on arrival), the end starts afresh.
 */
import '../../ui/test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { lazyStep } from './lazy-step';
import { createJourneyStore } from './store';
import { stepUrl } from './step-url';
import { useJourney, type Journey } from './use-journey';

/** Waits until the heading is shown and has focus: focus moves in an effect after the step's render. */
async function focusedHeading(name: string) {
  const heading = await screen.findByRole('heading', { name });
  await waitFor(() => expect(heading).toHaveFocus());
}

type Step = 'een' | 'twee' | 'drie';
const STEPS: readonly Step[] = ['een', 'twee', 'drie'];
interface State {
  key: string;
  name: string;
  more: string;
}
let keys = 0;
const store = createJourneyStore<State>(() => ({ key: `key-${++keys}`, name: '', more: '' }));

function allowed(requested: string | null, state: State): Step {
  const wanted = STEPS.includes(requested as Step) ? (requested as Step) : 'een';
  const open: Step = !state.name ? 'een' : !state.more ? 'twee' : 'drie';
  return STEPS.indexOf(wanted) <= STEPS.indexOf(open) ? wanted : open;
}

/** "Volgende": stores the step's answer and shows step `to`. */
function NextButton(props: { journey: Journey<Step, State>; patch: Partial<State>; to: Step }) {
  return (
    <button
      type="button"
      onClick={() => {
        store.update(props.patch);
        props.journey.go(props.to);
      }}
    >
      Volgende
    </button>
  );
}

function Wizard(props: { firstStepInUrl?: boolean; onArrival?: (requested: string | null) => string | null }) {
  const journey = useJourney({
    store,
    stepsOf: () => STEPS,
    allowedStep: allowed,
    initialStep: 'een',
    ...props,
  });
  return (
    <div data-step={journey.step}>
      <h2 ref={journey.headingRef} tabIndex={-1}>
        Stap {journey.index + 1}: {journey.step}
      </h2>
      {journey.step === 'een' ? (
        <NextButton journey={journey} patch={{ name: 'Jan' }} to="twee" />
      ) : journey.step === 'twee' ? (
        <NextButton journey={journey} patch={{ more: 'ja' }} to="drie" />
      ) : (
        <button type="button" onClick={journey.finish}>
          Versturen
        </button>
      )}
      {journey.index > 0 ? (
        <button type="button" onClick={journey.back}>
          Vorige
        </button>
      ) : null}
      <output aria-label="Stappenmachine">{journey.machine ? 'Ark' : 'geen'}</output>
      {journey.machineSlot}
    </div>
  );
}

beforeEach(() => {
  store.reset();
  window.history.replaceState(null, '', '/reis');
});
afterEach(() => window.history.replaceState(null, '', '/'));

function popTo(path: string) {
  act(() => {
    window.history.replaceState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('useJourney', () => {
  it('renders its first step on the server, without reading the URL', () => {
    expect(renderToString(<Wizard />)).toContain('data-step="een"');
  });

  it('sends a direct link to a later step back to the first open one, in the URL too, keeping focus where it is', async () => {
    window.history.replaceState(null, '', '/reis?stap=drie&x=1');
    render(<Wizard />);
    expect(await screen.findByRole('heading', { name: 'Stap 1: een' })).toBeVisible();
    expect(window.location.search).toBe('?x=1');
    expect(document.body).toHaveFocus();
  });

  it("gives every step its own URL, moves focus to its heading, and walks back on Ark's machine", async () => {
    render(<Wizard />);
    // The first step has nowhere to go back to: Ark's steps machine is not loaded for it.
    const machine = screen.getByRole('status', { name: 'Stappenmachine' });
    expect(machine).toHaveTextContent('geen');
    // New history entries, counted as pushed: the tab's earlier entries (other files' tests) do not matter.
    const pushes = vi.spyOn(window.history, 'pushState');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await focusedHeading('Stap 2: twee');
    expect(window.location.search).toBe('?stap=twee');
    // It runs from the first move on: going back is its previous-step action.
    await waitFor(() => expect(machine).toHaveTextContent('Ark'));
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await focusedHeading('Stap 3: drie');
    expect(window.location.search).toBe('?stap=drie');
    expect(pushes).toHaveBeenCalledTimes(2);
    pushes.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await focusedHeading('Stap 2: twee');
    expect(window.location.search).toBe('?stap=twee');
    expect(store.$state.get()).toMatchObject({ name: 'Jan', more: 'ja' });
  });

  it("follows the browser's buttons, a step the state does not allow included", async () => {
    render(<Wizard />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    popTo('/reis');
    await focusedHeading('Stap 1: een');
    popTo('/reis?stap=drie');
    await focusedHeading('Stap 2: twee');
    expect(window.location.search).toBe('?stap=twee');
  });

  it('advances to the next step of the state it was given', async () => {
    function Skipping() {
      const journey = useJourney({
        store,
        // A state with `more` already known skips the second step.
        stepsOf: (state: State) => (state.more ? ['een', 'drie'] : STEPS),
        allowedStep: (requested, state) => (state.name && requested === 'drie' ? 'drie' : 'een'),
        initialStep: 'een',
      });
      return (
        <>
          <h2 ref={journey.headingRef} tabIndex={-1}>
            {journey.step}
          </h2>
          <button type="button" onClick={() => journey.advance({ name: 'Jan', more: 'ja' })}>
            Volgende
          </button>
        </>
      );
    }
    render(<Skipping />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await focusedHeading('drie');
    expect(window.location.search).toBe('?stap=drie');
    expect(store.$state.get()).toMatchObject({ name: 'Jan', more: 'ja' });
  });

  it('ends by starting afresh on the first step, with a new state', async () => {
    render(<Wizard />);
    const key = store.$state.get().key;
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await focusedHeading('Stap 1: een');
    expect(window.location.search).toBe('');
    expect(store.$state.get()).toMatchObject({ name: '', more: '' });
    expect(store.$state.get().key).not.toBe(key);
  });

  it("gives focus to a later step's heading when the step's code arrives after the move", async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const Later = lazyStep(async () => {
      await arrived;
      return {
        Later: ({ heading }: { heading: ReactNode }) => (
          <div>
            {heading}
            <p>Het formulier van stap twee</p>
          </div>
        ),
      };
    }, 'Later');
    function LazyWizard() {
      const journey = useJourney({ store, stepsOf: () => STEPS, allowedStep: allowed, initialStep: 'een' });
      const heading = (
        <h2 ref={journey.headingRef} tabIndex={-1}>
          Stap {journey.index + 1}
        </h2>
      );
      return (
        <>
          <Suspense fallback={<p>Stap laden</p>}>
            {journey.step === 'een' ? (
              <>
                {heading}
                <NextButton journey={journey} patch={{ name: 'Jan' }} to="twee" />
              </>
            ) : (
              <Later heading={heading} />
            )}
          </Suspense>
          {journey.machineSlot}
        </>
      );
    }
    render(<LazyWizard />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Stap laden')).toBeVisible();
    act(() => release());
    await focusedHeading('Stap 2');
    expect(screen.getByText('Het formulier van stap twee')).toBeVisible();
    expect(window.location.search).toBe('?stap=twee');
  });

  it('names the first step in the URL when asked, and lets the arrival choose the step', async () => {
    render(
      <Wizard
        firstStepInUrl
        onArrival={(requested) => {
          store.update({ name: 'Deeplink' });
          return requested ?? 'twee';
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Stap 2: twee' })).toBeVisible();
    expect(window.location.search).toBe('?stap=twee');
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await focusedHeading('Stap 1: een');
    expect(window.location.search).toBe('?stap=een');
  });
});

describe('stepUrl', () => {
  it('sets the step parameter and keeps the others; leaves it out for the first step unless asked', () => {
    const options = { param: 'stap', first: 'een', firstInUrl: false };
    expect(stepUrl('https://x.nl/reis?platform=app', 'twee', options)).toBe('/reis?platform=app&stap=twee');
    expect(stepUrl('https://x.nl/reis?stap=twee', 'een', options)).toBe('/reis');
    expect(stepUrl('https://x.nl/reis', 'een', { ...options, firstInUrl: true })).toBe('/reis?stap=een');
  });
});
