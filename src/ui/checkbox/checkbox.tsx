/**
 * Checkbox on the native input, as the NL Design System's form fields do: the browser gives Space, the form value
 * and what a screen reader announces, including "gedeeltelijk aangevinkt" through the input's `indeterminate`. No
 * Ark machine: it cost a form page 10 kB of script (zag's core and the checkbox machine) for what HTML does itself.
 * The anatomy and `data-*` state attributes are Ark's (`data-scope="checkbox"`, `data-part="root"`,
 * `data-state="checked" | "unchecked" | "indeterminate"`, …), so styles and tests read the same.
 */
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { CheckMark } from '../icon/line-icon';
import { createCheckFrame, cx, type CheckFrameRootProps } from './frame';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxRootProps = CheckFrameRootProps<CheckedState>;

const {
  useFrame: useCheckbox,
  stateData,
  Root,
  Label,
  part,
  inputProps,
} = createCheckFrame<CheckedState>('checkbox', 'Checkbox');

/**
 * The box. The native input is visually hidden, so the box shows its focus: `:has(:focus-visible)` leaves it to
 * the browser when a focus ring is due, as on any native control.
 */
const Control = part(
  'control',
  cx(
    'flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-border bg-surface text-on-accent transition-colors',
    'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent',
    'data-invalid:border-on-negative group-has-[input:focus-visible]:outline-3 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-focus group-hover:border-text',
  ),
  'true',
);

/** Check mark when checked, a bar when indeterminate. */
function Indicator() {
  const checkbox = useCheckbox();
  if (!checkbox.checked) return null;
  return (
    <span {...stateData(checkbox)} data-part="indicator">
      <CheckMark dash={checkbox.checked === 'indeterminate'} />
    </span>
  );
}

/**
 * The native input, named by the label element around it; sr-only by class (the CSP drops inline styles). Its
 * `indeterminate`, which has no attribute, is set after every render, so "mixed" is announced from the start.
 */
function HiddenInput({ className, ...rest }: Omit<ComponentProps<'input'>, 'type' | 'ref'>) {
  const checkbox = useCheckbox();
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = checkbox.checked === 'indeterminate';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} {...inputProps(checkbox)} {...rest} className={cx('sr-only', className)} />;
}

export interface CheckboxProps extends Omit<CheckboxRootProps, 'children'> {
  /** The visible label that names the checkbox. */
  label: ReactNode;
}

/** A checkbox with its label. The parts (`Checkbox.Root`, `.Control`, …) build other layouts. */
function CheckboxField({ label, ...rootProps }: CheckboxProps) {
  return (
    <Root {...rootProps}>
      <Control>
        <Indicator />
      </Control>
      <Label>{label}</Label>
      <HiddenInput />
    </Root>
  );
}

export const Checkbox = Object.assign(CheckboxField, {
  Root,
  Control,
  Indicator,
  Label,
  HiddenInput,
});
