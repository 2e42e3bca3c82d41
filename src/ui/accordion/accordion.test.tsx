// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Accordion, type AccordionRootProps } from './accordion';

function Faq(props: Omit<AccordionRootProps, 'children'>) {
  return (
    <Accordion.Root {...props}>
      <Accordion.Item value="bezorging">
        <Accordion.ItemTrigger>Wanneer wordt de krant bezorgd?</Accordion.ItemTrigger>
        <Accordion.ItemContent>Voor 7.00 uur.</Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="vakantie">
        <Accordion.ItemTrigger>Kan ik de krant stopzetten?</Accordion.ItemTrigger>
        <Accordion.ItemContent>Ja, via de vakantieservice.</Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="premium" locked>
        <Accordion.ItemTrigger lockedLabel="vergrendeld">Premium-artikelen</Accordion.ItemTrigger>
        <Accordion.ItemContent>Geheime inhoud</Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('puts each trigger in a heading and opens its panel on click', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    expect(screen.getByRole('heading', { level: 3, name: /wanneer wordt de krant bezorgd/i })).toBeInTheDocument();
    const first = trigger(/wanneer wordt/i);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Voor 7.00 uur.')).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Voor 7.00 uur.')).toBeVisible();
    expect(first).toHaveAttribute('aria-controls', screen.getByText('Voor 7.00 uur.').id);
  });

  it('in single mode opening one item closes the other', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(trigger(/wanneer wordt/i));
    await user.click(trigger(/stopzetten/i));
    expect(trigger(/stopzetten/i)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/wanneer wordt/i)).toHaveAttribute('aria-expanded', 'false');
  });

  it('in multiple mode keeps several items open', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Faq multiple onValueChange={onValueChange} />);
    await user.click(trigger(/wanneer wordt/i));
    await user.click(trigger(/stopzetten/i));
    expect(trigger(/wanneer wordt/i)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/stopzetten/i)).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: ['bezorging', 'vakantie'] });
  });

  it('closes an open item again on a second click', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(trigger(/wanneer wordt/i));
    await user.click(trigger(/wanneer wordt/i));
    expect(trigger(/wanneer wordt/i)).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open a locked item, not even by click, and says it is locked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<Faq onValueChange={onValueChange} />);
    const locked = trigger(/premium-artikelen, vergrendeld/i);
    // Locked, announced as unavailable (aria-disabled) yet still reachable by keyboard.
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).not.toHaveAttribute('disabled');
    await user.click(locked);
    expect(locked).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Geheime inhoud')).not.toBeVisible();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(container.querySelector('[data-locked] [data-part="lock"]')).not.toBeNull();
  });

  it('a locked item is reachable by Tab and arrows, says it is locked, and Enter/Space do not open it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Faq onValueChange={onValueChange} />);
    const locked = trigger(/premium-artikelen, vergrendeld/i);
    expect(locked).toHaveAccessibleName('Premium-artikelen, vergrendeld');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(locked).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(locked).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Geheime inhoud')).not.toBeVisible();
    expect(onValueChange).not.toHaveBeenCalled();
    // Arrows move on from the locked trigger and back to it.
    await user.keyboard('{ArrowDown}');
    expect(trigger(/wanneer wordt/i)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(locked).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger(/stopzetten/i)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(locked).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger(/wanneer wordt/i)).toHaveFocus();
  });

  it('does not open a locked item that is asked to start open', () => {
    render(
      <Accordion.Root defaultValue={['geheim']}>
        <Accordion.Item value="geheim" locked>
          <Accordion.ItemTrigger>Geheim</Accordion.ItemTrigger>
          <Accordion.ItemContent>Verborgen tekst</Accordion.ItemContent>
        </Accordion.Item>
      </Accordion.Root>,
    );
    expect(screen.queryByText('Verborgen tekst')).not.toBeVisible();
  });

  it('is keyboard operable: Tab to a trigger, Enter/Space toggle, arrows move between triggers', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    expect(trigger(/wanneer wordt/i)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger(/wanneer wordt/i)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(trigger(/stopzetten/i)).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger(/stopzetten/i)).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses the heading level the caller asks for', () => {
    render(
      <Accordion.Root>
        <Accordion.Item value="a">
          <Accordion.ItemTrigger headingLevel={2}>Kop twee</Accordion.ItemTrigger>
          <Accordion.ItemContent>Tekst</Accordion.ItemContent>
        </Accordion.Item>
      </Accordion.Root>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kop twee' })).toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Faq />);
    await expectNoAxeViolations(container);
    await user.click(trigger(/wanneer wordt/i));
    await expectNoAxeViolations(container);
  });
});
