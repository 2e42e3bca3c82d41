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

  it.each<[ButtonVariant, string]>([
    ['primary', 'bg-accent'],
    ['secondary', 'border-link'],
    ['tertiary', 'underline'],
    ['danger', 'bg-on-negative'],
  ])('styles the %s variant with semantic tokens', (variant, token) => {
    render(<Button variant={variant}>Knop</Button>);
    const button = screen.getByRole('button', { name: 'Knop' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button.className).toContain(token);
  });

  it.each<[ButtonSize, string]>([
    ['small', 'min-h-11'],
    ['medium', 'min-h-12'],
    ['large', 'min-h-14'],
  ])('keeps at least the 44 px touch target in size %s', (size, height) => {
    render(<Button size={size}>Knop</Button>);
    const button = screen.getByRole('button', { name: 'Knop' });
    expect(button).toHaveAttribute('data-size', size);
    expect(button.className).toContain(height);
    expect(button.className).toContain('min-w-11');
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
  it('is a link with the button look', () => {
    render(
      <LinkButton href="/abonnementen" variant="secondary">
        Naar abonnementen
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Naar abonnementen' });
    expect(link).toHaveAttribute('href', '/abonnementen');
    expect(link.className).toContain('border-link');
    expect(link.className).toContain('min-h-12');
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
