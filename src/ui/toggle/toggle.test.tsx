// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a switch named by its label that turns on and off on click', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Toggle label="Meldingen" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Meldingen' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Meldingen'));
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    await user.click(screen.getByText('Meldingen'));
    expect(toggle).not.toBeChecked();
  });

  it('is operated with Tab and Space and shows focus on the track', async () => {
    const user = userEvent.setup();
    const { container } = render(<Toggle label="Donkere modus" />);
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Donkere modus' })).toHaveFocus();
    expect(container.querySelector('[data-part="control"]')).toHaveAttribute('data-focus-visible');
    await user.keyboard(' ');
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('marks the thumb and track state for styling', async () => {
    const { container } = render(<Toggle label="Aan" defaultChecked />);
    expect(container.querySelector('[data-part="thumb"]')).toHaveAttribute('data-state', 'checked');
    expect(container.querySelector('[data-part="control"]')).toHaveAttribute('data-state', 'checked');
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Toggle label="Vergrendeld" disabled />);
    await user.click(screen.getByText('Vergrendeld'));
    expect(screen.getByRole('switch', { name: 'Vergrendeld' })).not.toBeChecked();
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it('puts the label before the switch when asked', () => {
    const { container } = render(<Toggle label="Links" labelPosition="start" />);
    const root = container.querySelector('label')!;
    expect(root.firstElementChild).toHaveTextContent('Links');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Toggle label="Uit" />
        <Toggle label="Aan" defaultChecked />
        <Toggle label="Uitgeschakeld" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
