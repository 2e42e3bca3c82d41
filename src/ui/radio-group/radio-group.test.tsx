// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { RadioGroup } from './radio-group';

const OPTIONS = [
  { value: 'post', label: 'Per post' },
  { value: 'email', label: 'Per e-mail' },
  { value: 'sms', label: 'Per sms', disabled: true },
  { value: 'app', label: 'In de app' },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label with one radio per option', () => {
    render(<RadioGroup label="Hoe wilt u bericht?" options={OPTIONS} name="kanaal" />);
    const group = screen.getByRole('radiogroup', { name: 'Hoe wilt u bericht?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'post',
      'email',
      'sms',
      'app',
    ]);
    expect(screen.getByRole('radio', { name: 'Per post' })).toHaveAttribute('name', 'kanaal');
  });

  it('selects an option on click and reports its value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup label="Kanaal" options={OPTIONS} onValueChange={onValueChange} />);
    await user.click(screen.getByText('Per e-mail'));
    expect(screen.getByRole('radio', { name: 'Per e-mail' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'email' }));
  });

  it('moves with the arrow keys and skips disabled options', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Kanaal" options={OPTIONS} defaultValue="email" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Per e-mail' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'In de app' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'In de app' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per sms' })).toBeDisabled();
  });

  it('marks an invalid group on its controls', () => {
    const { container } = render(<RadioGroup label="Kanaal" options={OPTIONS} invalid />);
    expect(container.querySelectorAll('[data-part="item-control"][data-invalid]')).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RadioGroup label="Kanaal" options={OPTIONS} defaultValue="post" orientation="horizontal" />,
    );
    await expectNoAxeViolations(container);
  });
});
