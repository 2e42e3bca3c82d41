/**
 * The frame the native checkbox controls share (the checkbox and the on/off switch): one state in a context, the
 * Ark `data-*` attributes every part carries, the label element around the control (the whole row is the 44 px
 * target), the label text and the hidden native input's wiring. Each control adds only its own parts (the box and
 * its check mark; the track and its knob) under its own `data-scope`.
 */
import { createContext, useContext, useState, type ComponentProps } from 'react';

export const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');
/** Present-or-absent data attribute, as Ark renders it. */
export const flag = (on: boolean | undefined) => (on ? '' : undefined);

/** The classes of a choice row: the label element around a native control, at least 44 px high. */
export const choiceRowClasses =
  'group inline-flex min-h-11 cursor-pointer items-center gap-3 data-disabled:cursor-not-allowed data-disabled:opacity-50';

export interface CheckFrameState<C extends boolean | 'indeterminate'> {
  checked: C;
  toggle: (checked: boolean) => void;
  invalid: boolean;
  disabled: boolean;
  required: boolean;
  name?: string;
  value?: string;
  focusVisible: boolean;
  setFocusVisible: (on: boolean) => void;
}

export interface CheckFrameRootProps<C extends boolean | 'indeterminate'> extends Omit<
  ComponentProps<'label'>,
  'onChange' | 'defaultChecked'
> {
  /** Controlled state. */
  checked?: C;
  defaultChecked?: C;
  onCheckedChange?: (details: { checked: C }) => void;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The input's form name and value. */
  name?: string;
  value?: string;
}

/** The shared parts of one native checkbox control under its Ark scope (`checkbox`, `switch`). */
export function createCheckFrame<C extends boolean | 'indeterminate'>(scope: string, rootName: string) {
  const Context = createContext<CheckFrameState<C> | null>(null);

  function useFrame(): CheckFrameState<C> {
    const state = useContext(Context);
    if (!state) throw new Error(`${rootName} parts belong inside ${rootName}.Root`);
    return state;
  }

  /** Data attributes every part carries. */
  function stateData(state: CheckFrameState<C>) {
    return {
      'data-scope': scope,
      'data-state': state.checked === 'indeterminate' ? 'indeterminate' : state.checked ? 'checked' : 'unchecked',
      'data-invalid': flag(state.invalid),
      'data-disabled': flag(state.disabled),
      'data-focus-visible': flag(state.focusVisible),
    };
  }

  function Root({
    checked,
    defaultChecked,
    onCheckedChange,
    invalid = false,
    disabled = false,
    required = false,
    name,
    value,
    className,
    children,
    ...rest
  }: CheckFrameRootProps<C>) {
    const [own, setOwn] = useState<C>(defaultChecked ?? (false as C));
    const [focusVisible, setFocusVisible] = useState(false);
    const state: CheckFrameState<C> = {
      checked: checked === undefined ? own : checked,
      toggle: (next) => {
        if (checked === undefined) setOwn(next as C);
        onCheckedChange?.({ checked: next as C });
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
      <Context.Provider value={state}>
        <label {...stateData(state)} data-part="root" {...rest} className={cx(choiceRowClasses, className)}>
          {children}
        </label>
      </Context.Provider>
    );
  }

  /**
   * A part drawn as a span (`label`, the box, the track, the knob): the state's data attributes, its `data-part`
   * and its classes before the caller's; `aria-hidden` for the drawn parts the label already names.
   */
  function part(name: string, classes: string, ariaHidden?: 'true') {
    return function Part({ className, ...rest }: ComponentProps<'span'>) {
      const state = useFrame();
      return (
        <span
          aria-hidden={ariaHidden}
          {...stateData(state)}
          data-part={name}
          {...rest}
          className={cx(classes, className)}
        />
      );
    };
  }

  const Label = part('label', 'leading-snug');

  /** The native input's wiring to the state: form name and value, checked, focus ring, change. */
  function inputProps(state: CheckFrameState<C>) {
    return {
      type: 'checkbox',
      name: state.name,
      value: state.value,
      checked: state.checked === true,
      disabled: state.disabled,
      required: state.required,
      'aria-invalid': state.invalid || undefined,
      onChange: (event: { target: HTMLInputElement }) => state.toggle(event.target.checked),
      onFocus: (event: { target: HTMLInputElement }) => state.setFocusVisible(event.target.matches(':focus-visible')),
      onBlur: () => state.setFocusVisible(false),
      'data-scope': scope,
      'data-part': 'hidden-input',
    } as const;
  }

  return { useFrame, stateData, Root, Label, part, inputProps };
}
