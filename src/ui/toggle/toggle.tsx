/**
 * Toggle (on/off switch) on the native checkbox with `role="switch"`, as the checkbox is (../checkbox): the browser
 * gives Space, the form value and the focus, a screen reader announces "schakelaar, aan/uit". No Ark machine: on
 * the newsletters screen, one per newsletter, zag's core and the switch machines were the page's only use of zag
 * and a long task at hydration. The anatomy and `data-*` state attributes are Ark's (`data-scope="switch"`,
 * `data-part="root" | "control" | "thumb" | "label" | "hidden-input"`, `data-state="checked" | "unchecked"`, …), so
 * styles and tests read the same.
 */
import { type ComponentProps, type ReactNode } from 'react';
import { createCheckFrame, cx, type CheckFrameRootProps } from '../checkbox/frame';

export type ToggleRootProps = CheckFrameRootProps<boolean>;

const { useFrame: useToggle, Root, Label, part, inputProps } = createCheckFrame<boolean>('switch', 'Toggle');

/**
 * The track. Off: bordered surface; on: accent. The native input is visually hidden, so the track shows its focus:
 * `:has(:focus-visible)` leaves it to the browser when a focus ring is due, as on any native control.
 */
const Control = part(
  'control',
  cx(
    'inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border bg-surface-muted p-0.5 transition-colors',
    'data-[state=checked]:border-accent data-[state=checked]:bg-accent',
    'group-has-[input:focus-visible]:outline-3 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-focus data-invalid:border-on-negative',
  ),
  'true',
);

/** The knob slides right when on; text-muted off (3:1 on the track), on-accent when on. */
const Thumb = part(
  'thumb',
  'size-5 rounded-full bg-text-muted transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-5 data-[state=checked]:bg-on-accent',
);

/** The native checkbox with role switch (announced as on/off), named by the label around it; sr-only by class for the CSP. */
function HiddenInput({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  const state = useToggle();
  return <input {...inputProps(state)} type="checkbox" role="switch" {...rest} className={cx('sr-only', className)} />;
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

export const Toggle = Object.assign(ToggleField, {
  Root,
  Control,
  Thumb,
  Label,
  HiddenInput,
});
