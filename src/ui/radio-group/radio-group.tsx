import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import type { ComponentProps } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

function Root({ className, ...rest }: ComponentProps<typeof ArkRadioGroup.Root>) {
  return (
    <ArkRadioGroup.Root
      {...rest}
      className={cx(
        'flex flex-col gap-1 data-[orientation=horizontal]:flex-row data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-x-6',
        className,
      )}
    />
  );
}

/** Names the group (aria-labelledby on the radiogroup). */
function Label({ className, ...rest }: ComponentProps<typeof ArkRadioGroup.Label>) {
  return <ArkRadioGroup.Label {...rest} className={cx('mb-1 w-full font-semibold', className)} />;
}

/** One option: a label element, 44 px high. */
function Item({ className, ...rest }: ComponentProps<typeof ArkRadioGroup.Item>) {
  return (
    <ArkRadioGroup.Item
      {...rest}
      className={cx(
        'group inline-flex min-h-11 cursor-pointer items-center gap-3 data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
    />
  );
}

/** The circle; shows focus itself because the native radio is visually hidden. */
function ItemControl({ className, ...rest }: ComponentProps<typeof ArkRadioGroup.ItemControl>) {
  return (
    <ArkRadioGroup.ItemControl
      {...rest}
      className={cx(
        'flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-border bg-surface transition-colors group-hover:border-text',
        "after:size-3 after:rounded-full after:content-[''] data-[state=checked]:border-accent data-[state=checked]:after:bg-accent",
        'data-invalid:border-on-negative data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
        className,
      )}
    />
  );
}

function ItemText({ className, ...rest }: ComponentProps<typeof ArkRadioGroup.ItemText>) {
  return <ArkRadioGroup.ItemText {...rest} className={cx('leading-snug', className)} />;
}

/** The native radio; sr-only by class too, because the CSP drops server-rendered inline styles. */
function ItemHiddenInput({ className, ...rest }: ComponentProps<typeof ArkRadioGroup.ItemHiddenInput>) {
  return <ArkRadioGroup.ItemHiddenInput {...rest} className={cx('sr-only', className)} />;
}

/** One choice of a radio group. */
export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentProps<typeof ArkRadioGroup.Root>, 'children'> {
  /** The visible group label. */
  label: string;
  options: readonly RadioOption[];
}

/** A labelled group of radio buttons; arrow keys move between options (Ark). */
function RadioGroupField({ label, options, ...rootProps }: RadioGroupProps) {
  return (
    <Root {...rootProps}>
      <Label>{label}</Label>
      {options.map((option) => (
        <Item key={option.value} value={option.value} disabled={option.disabled}>
          <ItemControl />
          <ItemText>{option.label}</ItemText>
          <ItemHiddenInput />
        </Item>
      ))}
    </Root>
  );
}

export const RadioGroup = Object.assign(RadioGroupField, {
  Root,
  Label,
  Item,
  ItemControl,
  ItemText,
  ItemHiddenInput,
});
