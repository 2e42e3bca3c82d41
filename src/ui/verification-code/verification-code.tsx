/**
 * Six-digit verification code entry (codes are six digits long). Six one-character boxes named
 * `verification-code-input-0` … `-5`, numeric input mode, required, `autocomplete="one-time-code"` on the first.
 * - Focus starts on the first box and moves forward after a digit; a digit typed into a filled box replaces it.
 * - Backspace or Delete clears the current box; Backspace also moves focus back. Arrow keys move between boxes.
 * - Paste (or a one-time code filled into a box): the text is trimmed and used only when it is longer than 5
 *   characters; its first 6 characters are used and only the digits among them are placed, each in its position.
 * - `onChange(code)` gets the six-character code once all six boxes are filled, otherwise ''.
 * - `invalid` gives the boxes an error border and aria-invalid; `disabled` disables them all.
 *
 * Hand-written, not Ark UI's `PinInput`: its machine fills the boxes in order and differs from these rules where
 * they matter. It moves focus back to the first empty box whenever a later box gets focus (so arrows and clicks
 * cannot reach an empty box further on), Backspace and Delete remove the digit and shift the later digits left
 * (SPEC: clear the current box), and a paste is taken only when all of it is digits and is placed from the focused
 * box (SPEC: trimmed, longer than 5, its first 6 characters, digits in their own positions). Overriding its focus,
 * key, change and paste handlers would leave nothing of the machine but its markup.
 */
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';

/** Number of boxes: a code has six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

const EMPTY: readonly string[] = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/** The boxes after pasting `text`: null when the paste is ignored (trimmed length 5 or less). */
export function pastedDigits(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed.length <= 5) return null;
  return [...trimmed.slice(0, VERIFICATION_CODE_LENGTH)].map((character) => (/^\d$/.test(character) ? character : ''));
}

/** The code once every box holds a digit, otherwise ''. */
export function codeOf(digits: readonly string[]): string {
  return digits.length === VERIFICATION_CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit))
    ? digits.join('')
    : '';
}

export interface VerificationCodeProps {
  /** The group label, e.g. "Verificatiecode". */
  label: string;
  /** Accessible name of a box, e.g. (1, 6) => "Cijfer 1 van 6". */
  digitLabel: (position: number, total: number) => string;
  onChange?: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Error text below the boxes, linked to every box (shown while invalid). */
  error?: ReactNode;
  description?: ReactNode;
  /** Digits to start with (e.g. a code filled in before); non-digits are left empty. */
  defaultValue?: string;
  /** Focus the first box on mount (default true: the code entry is the task of its screen). */
  focusOnMount?: boolean;
  className?: string;
}

export function VerificationCode({
  label,
  digitLabel,
  onChange,
  invalid = false,
  disabled = false,
  error,
  description,
  focusOnMount = true,
  defaultValue = '',
  className,
}: VerificationCodeProps) {
  const [digits, setDigits] = useState<string[]>(() =>
    EMPTY.map((_, index) => (/^\d$/.test(defaultValue[index] ?? '') ? (defaultValue[index] as string) : '')),
  );
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId().replace(/:/g, '');
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const showError = invalid && Boolean(error);
  const describedBy =
    [description ? descriptionId : '', showError ? errorId : ''].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (focusOnMount && !disabled) inputs.current[0]?.focus();
    // Only on mount: later focus follows the user.
  }, []);

  function focusBox(index: number) {
    const box = inputs.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  }

  function update(next: string[]) {
    setDigits(next);
    onChange?.(codeOf(next));
  }

  function setDigit(index: number, digit: string) {
    const next = [...digits];
    next[index] = digit;
    update(next);
  }

  function placePasted(text: string): boolean {
    const pasted = pastedDigits(text);
    if (!pasted) return false;
    update(pasted);
    const firstEmpty = pasted.findIndex((digit) => digit === '');
    focusBox(firstEmpty === -1 ? VERIFICATION_CODE_LENGTH - 1 : firstEmpty);
    return true;
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') {
      event.preventDefault();
      setDigit(index, '');
      focusBox(index - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      setDigit(index, '');
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (/^\d$/.test(event.key)) {
      // Replace whatever the box holds, then move on.
      event.preventDefault();
      setDigit(index, event.key);
      focusBox(index + 1);
    } else if (event.key.length === 1) {
      event.preventDefault();
    }
  }

  /** Input that bypassed keydown (virtual keyboards, one-time-code autofill). */
  function handleChange(index: number, value: string) {
    if (placePasted(value)) return;
    const digit = value.replace(/\D/g, '').slice(-1);
    setDigit(index, digit);
    if (digit) focusBox(index + 1);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    placePasted(event.clipboardData.getData('text'));
  }

  return (
    <div className={['flex flex-col gap-2', className].filter(Boolean).join(' ')} data-scope="verification-code">
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className="flex flex-col gap-2"
      >
        <span id={labelId} className="font-semibold text-text">
          {label}
        </span>
        <div className="flex gap-2" data-part="control">
          {digits.map((digit, index) => (
            <input
              // The boxes are fixed positions, never reordered.
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              name={`verification-code-input-${index}`}
              aria-label={digitLabel(index + 1, VERIFICATION_CODE_LENGTH)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              type="text"
              inputMode="numeric"
              pattern="[0-9]"
              maxLength={1}
              required
              disabled={disabled}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              value={digit}
              data-filled={digit ? '' : undefined}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onChange={(event) => handleChange(index, event.target.value)}
              onPaste={handlePaste}
              onFocus={(event) => event.target.select()}
              className={[
                'h-14 w-11 rounded-brand border-2 bg-surface text-center font-brand text-2xl text-text tablet:w-12',
                invalid ? 'border-on-negative' : 'border-border hover:border-text-muted',
                'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-text-muted',
              ].join(' ')}
            />
          ))}
        </div>
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-text-muted">
          {description}
        </p>
      ) : null}
      {showError ? (
        <p
          id={errorId}
          className="rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative"
          data-part="error-text"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
