// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button, LinkButton, type ButtonSize, type ButtonVariant } from './button';

describe('Button', () => {
  it('is a button of type "button" that runs onClick from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Opslaan</Button>);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  // The colours of the variants (semantic tokens) and the touch targets of the sizes (44, 48 and 56 px high, 44 px
  // wide at least) are measured in Chromium: tests/e2e/design-system.spec.ts.
  it.each<ButtonVariant>(['primary', 'secondary', 'tertiary', 'danger'])('exposes the %s variant', (variant) => {
    render(<Button variant={variant}>Knop</Button>);
    const button = screen.getByRole('button', { name: 'Knop' });
    expect(button).toHaveAttribute('data-variant', variant);
  });

  it.each<ButtonSize>(['small', 'medium', 'large'])('exposes size %s', (size) => {
    render(<Button size={size}>Knop</Button>);
    const button = screen.getByRole('button', { name: 'Knop' });
    expect(button).toHaveAttribute('data-size', size);
  });

  it('while loading shows the four-bar loader, stays focusable, ignores clicks and is announced busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <Button loading loadingLabel="Bezig met opslaan" onClick={onClick}>
        Opslaan
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Opslaan\s*, Bezig met opslaan$/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(container.querySelectorAll('[data-part="bar"]')).toHaveLength(4);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled button cannot be clicked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Versturen
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form when asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Versturen</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('LinkButton', () => {
  it('is a link, not a button, with the variant and size of a button', () => {
    render(
      <LinkButton href="/abonnementen" variant="secondary">
        Naar abonnementen
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Naar abonnementen' });
    expect(link).toHaveAttribute('href', '/abonnementen');
    expect(screen.queryByRole('button')).toBeNull();
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).toHaveAttribute('data-size', 'medium');
  });
});

describe('buttons and axe', () => {
  it('have no axe violations in any variant and state', async () => {
    const { container } = render(
      <div>
        <Button>Primair</Button>
        <Button variant="secondary">Secundair</Button>
        <Button variant="tertiary">Tertiair</Button>
        <Button variant="danger">Verwijderen</Button>
        <Button loading loadingLabel="Bezig">
          Laden
        </Button>
        <Button disabled>Uit</Button>
        <LinkButton href="/">Home</LinkButton>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
