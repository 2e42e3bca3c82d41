/**
 * Toggle (on/off switch) on the native checkbox with `role="switch"`, as the checkbox is (../checkbox): the browser
 * gives Space, the form value and the focus, a screen reader announces "schakelaar, aan/uit". No Ark machine: on
 * the newsletters screen, one per newsletter, zag's core and the switch machines were the page's only use of zag
 * and a long task at hydration. The anatomy and `data-*` state attributes are Ark's (`data-scope="switch"`,
 * `data-part="root" | "control" | "thumb" | "label" | "hidden-input"`, `data-state="checked" | "unchecked"`, …), so
 * styles and tests read the same.
 */
import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');
/** Present-or-absent data attribute, as Ark renders it. */
const flag = (on: boolean | undefined) => (on ? '' : undefined);

interface ToggleState {
  checked: boolean;
  toggle: (checked: boolean) => void;
  invalid: boolean;
  disabled: boolean;
  required: boolean;
  name?: string;
  value?: string;
  focusVisible: boolean;
  setFocusVisible: (on: boolean) => void;
}

const ToggleContext = createContext<ToggleState | null>(null);

function useToggle(): ToggleState {
  const state = useContext(ToggleContext);
  if (!state) throw new Error('Toggle parts belong inside Toggle.Root');
  return state;
}

/** Data attributes every part carries. */
function stateData(state: ToggleState) {
  return {
    'data-scope': 'switch',
    'data-state': state.checked ? 'checked' : 'unchecked',
    'data-invalid': flag(state.invalid),
    'data-disabled': flag(state.disabled),
    'data-focus-visible': flag(state.focusVisible),
  };
}

export interface ToggleRootProps extends Omit<ComponentProps<'label'>, 'onChange' | 'defaultChecked'> {
  /** Controlled state. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (details: { checked: boolean }) => void;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The input's form name and value. */
  name?: string;
  value?: string;
}

/** The label element around the switch: the whole row is the 44 px target. */
function Root({
  checked,
  defaultChecked = false,
  onCheckedChange,
  invalid = false,
  disabled = false,
  required = false,
  name,
  value,
  className,
  children,
  ...rest
}: ToggleRootProps) {
  const [own, setOwn] = useState(defaultChecked);
  const [focusVisible, setFocusVisible] = useState(false);
  const state: ToggleState = {
    checked: checked === undefined ? own : checked,
    toggle: (next) => {
      if (checked === undefined) setOwn(next);
      onCheckedChange?.({ checked: next });
    },
    invalid,
    disabled,
    required,
    name,
    value,
    focusVisible,
    setFocusVisible,
  };
  return (
    <ToggleContext.Provider value={state}>
      <label
        {...stateData(state)}
        data-part="root"
        {...rest}
        className={cx(
          'group inline-flex min-h-11 cursor-pointer items-center gap-3 data-disabled:cursor-not-allowed data-disabled:opacity-50',
          className,
        )}
      >
        {children}
      </label>
    </ToggleContext.Provider>
  );
}

/**
 * The track. Off: bordered surface; on: accent. The native input is visually hidden, so the track shows its focus:
 * `:has(:focus-visible)` leaves it to the browser when a focus ring is due, as on any native control.
 */
function Control({ className, ...rest }: ComponentProps<'span'>) {
  const state = useToggle();
  return (
    <span
      aria-hidden="true"
      {...stateData(state)}
      data-part="control"
      {...rest}
      className={cx(
        'inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border bg-surface-muted p-0.5 transition-colors',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent',
        'group-has-[input:focus-visible]:outline-3 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-focus data-invalid:border-on-negative',
        className,
      )}
    />
  );
}

/** The knob slides right when on; text-muted off (3:1 on the track), on-accent when on. */
function Thumb({ className, ...rest }: ComponentProps<'span'>) {
  const state = useToggle();
  return (
    <span
      {...stateData(state)}
      data-part="thumb"
      {...rest}
      className={cx(
        'size-5 rounded-full bg-text-muted transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-5 data-[state=checked]:bg-on-accent',
        className,
      )}
    />
  );
}

function Label({ className, ...rest }: ComponentProps<'span'>) {
  const state = useToggle();
  return <span {...stateData(state)} data-part="label" {...rest} className={cx('leading-snug', className)} />;
}

/** The native checkbox with role switch (announced as on/off), named by the label around it; sr-only by class for the CSP. */
function HiddenInput({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  const state = useToggle();
  return (
    <input
      type="checkbox"
      role="switch"
      name={state.name}
      value={state.value}
      checked={state.checked}
      disabled={state.disabled}
      required={state.required}
      aria-invalid={state.invalid || undefined}
      onChange={(event) => state.toggle(event.target.checked)}
      onFocus={(event) => state.setFocusVisible(event.target.matches(':focus-visible'))}
      onBlur={() => state.setFocusVisible(false)}
      data-scope="switch"
      data-part="hidden-input"
      {...rest}
      className={cx('sr-only', className)}
    />
  );
}

export interface ToggleProps extends Omit<ToggleRootProps, 'children'> {
  /** The visible label that names the switch. */
  label: ReactNode;
  /** Label before or after the switch. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch with its label. */
function ToggleField({ label, labelPosition = 'end', ...rootProps }: ToggleProps) {
  return (
    <Root {...rootProps}>
      {labelPosition === 'start' && <Label>{label}</Label>}
      <Control>
        <Thumb />
      </Control>
      {labelPosition === 'end' && <Label>{label}</Label>}
      <HiddenInput />
    </Root>
  );
}

export const Toggle = Object.assign(ToggleField, { Root, Control, Thumb, Label, HiddenInput });
