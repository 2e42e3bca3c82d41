// @vitest-environment jsdom
import '../test-utils/dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { VerificationCode, codeOf, pastedDigits, type VerificationCodeProps } from './verification-code';

function setup(props: Partial<VerificationCodeProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const utils = render(
    <VerificationCode
      label="Verificatiecode"
      digitLabel={(position, total) => `Cijfer ${position} van ${total}`}
      onChange={onChange}
      {...props}
    />,
  );
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
  const values = () => boxes.map((box) => box.value).join('|');
  return { ...utils, user, onChange, boxes, values };
}

describe('VerificationCode', () => {
  it('renders six named, numeric, required boxes in a labelled group', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'Verificatiecode' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box, index) => {
      expect(box).toHaveAttribute('name', `verification-code-input-${index}`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toBeRequired();
      expect(box).toHaveAccessibleName(`Cijfer ${index + 1} van 6`);
    });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('focus starts on the first box', () => {
    const { boxes } = setup();
    expect(boxes[0]).toHaveFocus();
  });

  it('moves focus forward after a digit', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('12');
    expect(values()).toBe('1|2||||');
    expect(boxes[2]).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('a-.');
    expect(values()).toBe('|||||');
    expect(boxes[0]).toHaveFocus();
  });

  it('reports the code only when all six boxes are filled, otherwise an empty string', async () => {
    const { user, onChange } = setup();
    await user.keyboard('12345');
    expect(onChange.mock.calls.map(([code]) => code)).toEqual(['', '', '', '', '']);
    await user.keyboard('6');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('Backspace clears the current box and moves focus back', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('123');
    await user.click(boxes[2]!);
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(boxes[0]).toHaveFocus();
  });

  it('Delete clears the current box and keeps focus there', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('123');
    await user.click(boxes[1]!);
    await user.keyboard('{Delete}');
    expect(values()).toBe('1||3|||');
    expect(boxes[1]).toHaveFocus();
  });

  it('a digit typed into a filled box replaces it', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('123456');
    await user.click(boxes[2]!);
    await user.keyboard('9');
    expect(values()).toBe('1|2|9|4|5|6');
    expect(boxes[3]).toHaveFocus();
  });

  it('arrow keys move between the boxes', async () => {
    const { user, boxes } = setup();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes[1]).toHaveFocus();
  });

  it('paste: trimmed, first six characters used, filling every box', async () => {
    const { user, boxes, values, onChange } = setup();
    await user.paste('  12345678 ');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(boxes[5]).toHaveFocus();
  });

  it('paste: ignored when the trimmed text has 5 characters or fewer', async () => {
    const { user, values, onChange } = setup();
    await user.paste('   12345   ');
    expect(values()).toBe('|||||');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('paste: only the digits among the first six characters are placed', async () => {
    const { user, boxes, values, onChange } = setup();
    await user.paste('12a4-67');
    expect(values()).toBe('1|2||4||6');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(boxes[2]).toHaveFocus();
  });

  it('a one-time code filled into the first box is placed like a paste', () => {
    const { boxes, values, onChange } = setup();
    // Autofill writes the whole code into the box without key events.
    fireEvent.change(boxes[0]!, { target: { value: '654321' } });
    expect(values()).toBe('6|5|4|3|2|1');
    expect(onChange).toHaveBeenLastCalledWith('654321');
  });

  // The error border's colour is checked in the browser (tests/e2e/design-system.spec.ts).
  it('invalid: aria-invalid and a linked error text', () => {
    const { boxes } = setup({ invalid: true, error: 'Deze code klopt niet' });
    for (const box of boxes) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Deze code klopt niet');
    }
  });

  it('disabled: every box disabled and not focused on mount', () => {
    const { boxes } = setup({ disabled: true });
    for (const box of boxes) expect(box).toBeDisabled();
    expect(boxes[0]).not.toHaveFocus();
  });

  it('can start with a given code', () => {
    const { values } = setup({ defaultValue: '12a4' });
    expect(values()).toBe('1|2||4||');
  });

  it('pure helpers: paste rule and code', () => {
    expect(pastedDigits('12345')).toBeNull();
    expect(pastedDigits(' 123456 ')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(pastedDigits('1 3456789')).toEqual(['1', '', '3', '4', '5', '6']);
    expect(codeOf(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(codeOf(['1', '2', '3', '4', '5', ''])).toBe('');
  });

  it('has no axe violations, normal and invalid', async () => {
    const { container } = render(
      <>
        <VerificationCode label="Code" digitLabel={(p, t) => `Cijfer ${p} van ${t}`} focusOnMount={false} />
        <VerificationCode
          label="Code opnieuw"
          digitLabel={(p, t) => `Cijfer ${p} van ${t} (opnieuw)`}
          invalid
          error="Deze code klopt niet"
          focusOnMount={false}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
