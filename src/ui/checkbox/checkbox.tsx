import { Checkbox as ArkCheckbox, useCheckboxContext } from '@ark-ui/react/checkbox';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** The label element around the control: the whole row is the 44 px target. */
function Root({ className, ...rest }: ComponentProps<typeof ArkCheckbox.Root>) {
  return (
    <ArkCheckbox.Root
      {...rest}
      className={cx(
        'group inline-flex min-h-11 cursor-pointer items-center gap-3 data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
    />
  );
}

/** The box. The real input is visually hidden, so the box shows focus (data-focus-visible) itself. */
function Control({ className, ...rest }: ComponentProps<typeof ArkCheckbox.Control>) {
  return (
    <ArkCheckbox.Control
      {...rest}
      className={cx(
        'flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-border bg-surface text-on-accent transition-colors',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent',
        'data-invalid:border-on-negative data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus group-hover:border-text',
        className,
      )}
    />
  );
}

/** Check mark when checked, a bar when indeterminate. */
function Indicator() {
  return (
    <>
      <ArkCheckbox.Indicator>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M3 8.5l3.5 3.5L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ArkCheckbox.Indicator>
      <ArkCheckbox.Indicator indeterminate>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M3.5 8h9" strokeLinecap="round" />
        </svg>
      </ArkCheckbox.Indicator>
    </>
  );
}

function Label({ className, ...rest }: ComponentProps<typeof ArkCheckbox.Label>) {
  return <ArkCheckbox.Label {...rest} className={cx('leading-snug', className)} />;
}

/**
 * The native input for forms; sr-only by class as well, because the CSP drops server-rendered inline styles. It
 * also gets `indeterminate` from the start (Ark only syncs it on change), so "mixed" is announced.
 */
function HiddenInput({ className, ...rest }: Omit<ComponentProps<typeof ArkCheckbox.HiddenInput>, 'ref'>) {
  const checkbox = useCheckboxContext();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checkbox.indeterminate;
  }, [checkbox.indeterminate]);
  return <ArkCheckbox.HiddenInput {...rest} ref={ref} className={cx('sr-only', className)} />;
}

export interface CheckboxProps extends Omit<ComponentProps<typeof ArkCheckbox.Root>, 'children'> {
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

export const Checkbox = Object.assign(CheckboxField, { Root, Control, Indicator, Label, HiddenInput });
