// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles on click and reports the change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Ik ga akkoord" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Ik ga akkoord' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText('Ik ga akkoord'));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
  });

  it('is operated with Tab and Space and shows focus on the box', async () => {
    const user = userEvent.setup();
    const { container } = render(<Checkbox label="Nieuwsbrief" />);
    await user.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Nieuwsbrief' });
    expect(checkbox).toHaveFocus();
    expect(container.querySelector('[data-part="control"]')).toHaveAttribute('data-focus-visible');
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Vast" disabled defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'Vast' });
    expect(checkbox).toBeDisabled();
    await user.click(screen.getByText('Vast'));
    expect(checkbox).toBeChecked();
  });

  it('exposes invalid, required and the form name and value', () => {
    const { container } = render(<Checkbox label="Voorwaarden" invalid required name="terms" value="ja" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Voorwaarden' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('name', 'terms');
    expect(checkbox).toHaveAttribute('value', 'ja');
    expect(container.querySelector('[data-part="control"]')).toHaveAttribute('data-invalid');
  });

  it('shows the indeterminate state', () => {
    render(<Checkbox label="Alles" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Alles' })).toBePartiallyChecked();
  });

  it('becomes checked from indeterminate on a click and clears the mixed state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(
      <Checkbox label="Alles" defaultChecked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Alles' }) as HTMLInputElement;
    expect(checkbox.indeterminate).toBe(true);
    expect(container.querySelector('[data-part="control"]')).toHaveAttribute('data-state', 'indeterminate');
    await user.click(screen.getByText('Alles'));
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    expect(checkbox).toBeChecked();
    expect(checkbox.indeterminate).toBe(false);
    expect(container.querySelector('[data-part="control"]')).toHaveAttribute('data-state', 'checked');
  });

  it('stays as its owner says when controlled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Vast" checked={false} onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('Vast'));
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    expect(screen.getByRole('checkbox', { name: 'Vast' })).not.toBeChecked();
  });

  // The row's 44 px height and the visually hidden native input are measured in Chromium:
  // tests/e2e/design-system.spec.ts.
  it('makes the whole row one target: the box toggles it as well as the text', async () => {
    const user = userEvent.setup();
    const { container } = render(<Checkbox label="Doel" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Doel' });
    await user.click(container.querySelector('[data-part="control"]')!);
    expect(checkbox).toBeChecked();
    await user.click(screen.getByText('Doel'));
    expect(checkbox).not.toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Checkbox label="Uit" />
        <Checkbox label="Aan" defaultChecked />
        <Checkbox label="Ongeldig" invalid />
        <Checkbox label="Uitgeschakeld" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
