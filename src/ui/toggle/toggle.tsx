import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ComponentProps, ReactNode } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

function Root({ className, ...rest }: ComponentProps<typeof ArkSwitch.Root>) {
  return (
    <ArkSwitch.Root
      {...rest}
      className={cx(
        'group inline-flex min-h-11 cursor-pointer items-center gap-3 data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
    />
  );
}

/** The track. Off: bordered surface; on: accent. Focus shown on the track (the input is visually hidden). */
function Control({ className, ...rest }: ComponentProps<typeof ArkSwitch.Control>) {
  return (
    <ArkSwitch.Control
      {...rest}
      className={cx(
        'inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-border bg-surface-muted p-0.5 transition-colors',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent',
        'data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus data-invalid:border-on-negative',
        className,
      )}
    />
  );
}

/** The knob slides right when on; text-muted off (3:1 on the track), on-accent when on. */
function Thumb({ className, ...rest }: ComponentProps<typeof ArkSwitch.Thumb>) {
  return (
    <ArkSwitch.Thumb
      {...rest}
      className={cx(
        'size-5 rounded-full bg-text-muted transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-5 data-[state=checked]:bg-on-accent',
        className,
      )}
    />
  );
}

function Label({ className, ...rest }: ComponentProps<typeof ArkSwitch.Label>) {
  return <ArkSwitch.Label {...rest} className={cx('leading-snug', className)} />;
}

/** The native checkbox with role switch (announced as on/off); sr-only by class for the CSP. */
function HiddenInput({ className, ...rest }: ComponentProps<typeof ArkSwitch.HiddenInput>) {
  return <ArkSwitch.HiddenInput role="switch" {...rest} className={cx('sr-only', className)} />;
}

export interface ToggleProps extends Omit<ComponentProps<typeof ArkSwitch.Root>, 'children' | 'label'> {
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
