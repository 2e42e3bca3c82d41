// @vitest-environment jsdom
/**
 * The form hook: the shared schema's codes and the server's refusals beside their fields and in the summary, in the
 * user's language; focus on the first error after each refusal; a lazily loaded schema; input typed in the server's
 * HTML before hydration survives (with useKeepEarlyInput).
 */
import '../../ui/test-utils/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useKeepEarlyInput } from '../../ui/hydration';
import { splitViolations } from './violations';
import { useForm, type FormSchema } from './use-form';

const schema = z.object({
  email: z.string().min(1, { error: 'EMAIL_REQUIRED' }),
  kind: z.enum(['a', 'b'], { error: 'KIND_REQUIRED' }),
});
type Values = { email: string; kind: string };

const TEXTS: Record<string, string> = {
  EMAIL_REQUIRED: 'Vul je e-mailadres in.',
  KIND_REQUIRED: 'Kies een soort.',
  EMAIL_TAKEN: 'Dit e-mailadres is al in gebruik.',
  'GENERIC-ERROR': 'Er ging iets mis.',
};
const violationMessage = (code: string) => TEXTS[code] ?? TEXTS['GENERIC-ERROR']!;

function Form(props: {
  onValid: (values: z.output<typeof schema>) => unknown;
  schema?: FormSchema<z.output<typeof schema>>;
  server?: { code: string; field?: string | null }[];
  email?: string;
}) {
  const kit = useForm<Values, z.output<typeof schema>>({
    schema: props.schema ?? schema,
    defaultValues: { email: props.email ?? '', kind: '' },
    violationMessage,
  });
  const early = useKeepEarlyInput(kit.formRef);
  return (
    <form
      ref={early}
      noValidate
      onSubmit={kit.onSubmit(async (values) => {
        await props.onValid(values);
        if (props.server) kit.refuse(props.server);
      })}
    >
      {kit.summary.length > 0 ? (
        <section tabIndex={-1} data-error-summary="">
          {kit.summary.map((entry) => (
            <p key={entry.message} data-field={entry.field ?? ''}>
              {entry.message}
            </p>
          ))}
        </section>
      ) : null}
      <label htmlFor={kit.fieldId('email')}>E-mailadres</label>
      <input {...kit.text('email')} aria-invalid={kit.invalid('email') || undefined} />
      <span data-testid="email-error">{kit.error('email')}</span>
      <button type="button" onClick={() => kit.set('kind', 'a')}>
        Soort a
      </button>
      <span data-testid="kind-error">{kit.error('kind')}</span>
      <button type="submit">Versturen</button>
    </form>
  );
}

describe('useForm', () => {
  it("shows the schema's codes in Dutch beside their fields and in the summary, and focuses the summary", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    // The resolver loads at the first check, with the schema.
    await waitFor(() => expect(screen.getByTestId('email-error')).toHaveTextContent('Vul je e-mailadres in.'));
    expect(screen.getByTestId('kind-error')).toHaveTextContent('Kies een soort.');
    const summary = document.querySelector('[data-error-summary]')!;
    expect([...summary.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Vul je e-mailadres in.',
      'Kies een soort.',
    ]);
    expect(summary.querySelector('p')).toHaveAttribute('data-field', screen.getByLabelText('E-mailadres').id);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('calls the handler with the parsed values, and clears a field error when the field changes', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText('Kies een soort.', { selector: '[data-testid="kind-error"]' });
    fireEvent.click(screen.getByRole('button', { name: 'Soort a' }));
    expect(screen.getByTestId('kind-error')).toBeEmptyDOMElement();
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'jan@example.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'jan@example.nl', kind: 'a' }));
  });

  it("puts the server's refusal on its field and the rest in the summary, and focuses the first error", async () => {
    render(
      <Form
        email="jan@example.nl"
        onValid={() => undefined}
        server={[
          { code: 'EMAIL_TAKEN', field: 'email' },
          { code: 'RATE_LIMITED', field: null },
          { code: 'X', field: 'other' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Soort a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByTestId('email-error')).toHaveTextContent('Dit e-mailadres is al in gebruik.'),
    );
    const summary = document.querySelector('[data-error-summary]')!;
    // The unknown code and the field the form does not have fall back to GENERIC-ERROR, once.
    expect([...summary.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Dit e-mailadres is al in gebruik.',
      'Er ging iets mis.',
    ]);
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('takes input before react-hook-form arrived and sends it with a submit that waits for it', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    // Filled in and sent at once: the form control loads on the first change and the submit waits for it.
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'snel@example.nl' } });
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('snel@example.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Soort a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'snel@example.nl', kind: 'a' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('focuses the first invalid field when the form shows no summary', async () => {
    function Bare() {
      const kit = useForm<Values, z.output<typeof schema>>({
        schema,
        defaultValues: { email: '', kind: 'a' },
        violationMessage,
      });
      return (
        <form ref={kit.formRef} onSubmit={kit.onSubmit(() => undefined)}>
          <input aria-label="Naam" />
          <input aria-label="E-mailadres" {...kit.text('email')} aria-invalid={kit.invalid('email') || undefined} />
          <button type="submit">Versturen</button>
        </form>
      );
    }
    render(<Bare />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByLabelText('E-mailadres')).toHaveFocus());
  });

  it('loads a lazy schema at the first submit, once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    render(<Form onValid={() => undefined} schema={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(screen.getByTestId('email-error')).toHaveTextContent('Vul je e-mailadres in.'));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('shows GENERIC-ERROR when the handler fails', async () => {
    render(
      <Form
        email="jan@example.nl"
        onValid={() => {
          throw new Error('network');
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Soort a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Er ging iets mis.')).toBeVisible();
  });

  it('keeps text typed in the server HTML before hydration', async () => {
    const onValid = vi.fn();
    const island = <Form onValid={onValid} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    // Typed before any script ran.
    container.querySelector('input')!.value = 'vroeg@example.nl';
    await act(async () => {
      hydrateRoot(container, island);
    });
    await waitFor(() => expect(container.querySelector('input')!.value).toBe('vroeg@example.nl'));
    fireEvent.click(screen.getByRole('button', { name: 'Soort a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'vroeg@example.nl', kind: 'a' }));
    container.remove();
  });
});

describe('splitViolations', () => {
  it("puts each field's first code beside it and every other code once into the summary", () => {
    expect(
      splitViolations(
        [
          { code: 'A', field: 'email' },
          { code: 'B', field: 'email' },
          { code: 'C', field: null },
          { code: 'C', field: 'unknown' },
        ],
        ['email'],
      ),
    ).toEqual({ byField: { email: 'A' }, general: ['C'] });
  });
});
