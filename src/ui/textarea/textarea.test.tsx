// @vitest-environment jsdom
import '../test-utils/dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Textarea } from './textarea';

const messages = {
  FREE_TEXT_EMPTY: 'Vul je bericht in',
  FREE_TEXT_FORBIDDEN_CHARACTER: 'Gebruik geen < > ^ # = / of :',
};

function submitForm(): { submitted: () => boolean } {
  let submitted = false;
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted = true;
      }}
    >
      <Textarea label="Je bericht" name="bericht" violationMessages={messages} />
      <button type="submit">Versturen</button>
    </form>,
  );
  return { submitted: () => submitted };
}

describe('Textarea', () => {
  it('is a required multi-line field named by its label', () => {
    render(<Textarea label="Je bericht" violationMessages={messages} />);
    const textarea = screen.getByRole('textbox', { name: 'Je bericht' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeRequired();
  });

  it('refuses whitespace only and shows the empty message on submit', async () => {
    const user = userEvent.setup();
    const form = submitForm();
    const textarea = screen.getByRole('textbox', { name: 'Je bericht' });
    await user.type(textarea, '   ');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(form.submitted()).toBe(false);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Vul je bericht in');
  });

  it('refuses a forbidden character and accepts the text once it is removed', async () => {
    const user = userEvent.setup();
    const form = submitForm();
    const textarea = screen.getByRole('textbox', { name: 'Je bericht' });
    await user.type(textarea, 'Zie https');
    await user.keyboard(':');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(form.submitted()).toBe(false);
    expect(textarea).toHaveAccessibleDescription('Gebruik geen < > ^ # = / of :');

    await user.click(textarea);
    await user.keyboard('{End}{Backspace}');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Gebruik geen < > ^ # = / of :')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(form.submitted()).toBe(true);
  });

  it('reports the empty message for a never-touched required textarea', () => {
    render(<Textarea label="Toelichting" violationMessages={messages} />);
    const textarea = screen.getByRole('textbox', { name: 'Toelichting' }) as HTMLTextAreaElement;
    act(() => {
      textarea.checkValidity();
    });
    expect(textarea).toHaveAccessibleDescription('Vul je bericht in');
  });

  it('lets an optional textarea stay empty but still refuses forbidden characters', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Opmerking" required={false} optionalSuffix="(optioneel)" violationMessages={messages} />);
    const textarea = screen.getByRole('textbox', { name: 'Opmerking (optioneel)' }) as HTMLTextAreaElement;
    expect(textarea.checkValidity()).toBe(true);
    await user.type(textarea, 'a=b');
    expect(textarea.checkValidity()).toBe(false);
  });

  it('validates again when the caller changes a controlled value', () => {
    const { rerender } = render(
      <Textarea label="Je bericht" value="Hallo" onChange={() => {}} violationMessages={messages} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Je bericht' }) as HTMLTextAreaElement;
    expect(textarea).toBeValid();
    rerender(<Textarea label="Je bericht" value="a < b" onChange={() => {}} violationMessages={messages} />);
    expect(textarea.validationMessage).toBe(messages.FREE_TEXT_FORBIDDEN_CHARACTER);
    rerender(<Textarea label="Je bericht" value="   " onChange={() => {}} violationMessages={messages} />);
    expect(textarea.validationMessage).toBe(messages.FREE_TEXT_EMPTY);
    rerender(<Textarea label="Je bericht" value="Weer goed" onChange={() => {}} violationMessages={messages} />);
    expect(textarea).toBeValid();
  });

  it('has no axe violations, valid and invalid', async () => {
    const { container } = render(
      <>
        <Textarea label="Je bericht" violationMessages={messages} description="Maximaal 2500 tekens" />
        <Textarea label="Toelichting" violationMessages={messages} error="Je bericht is te lang" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
