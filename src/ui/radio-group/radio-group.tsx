/**
 * Radio group on native radio buttons, as the NL Design System's form fields do: the browser gives the keyboard
 * (arrow keys move and choose, skipping disabled options; Tab enters at the chosen one), the form value and what a
 * screen reader announces ("keuzerondje, 2 van 4"). No Ark machine: it cost every form page 10 kB of script (zag's
 * core and the radio machine) for what HTML does itself. The anatomy and `data-*` state attributes are Ark's
 * (`data-scope="radio-group"`, `data-part="item"`, `data-state="checked"`, …), so styles and tests read the same.
 */
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react';

import { choiceRowClasses, cx, flag } from '../checkbox/frame';

interface GroupState {
  name: string;
  labelId: string;
  value: string | null;
  choose: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
  required: boolean;
  orientation: 'horizontal' | 'vertical';
}

interface ItemState {
  value: string;
  checked: boolean;
  disabled: boolean;
  focusVisible: boolean;
  setFocusVisible: (on: boolean) => void;
}

const GroupContext = createContext<GroupState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useGroup(): GroupState {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioGroup parts belong inside RadioGroup.Root');
  return group;
}

function useItem(): ItemState {
  const item = useContext(ItemContext);
  if (!item) throw new Error('RadioGroup item parts belong inside RadioGroup.Item');
  return item;
}

export interface RadioGroupRootProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** The chosen value (controlled); null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (details: { value: string | null }) => void;
  /** The radios' form name; a generated one when absent, so the browser groups them. */
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
}

/** The group: `role="radiogroup"`, named by `RadioGroup.Label`. */
function Root({
  value,
  defaultValue = null,
  onValueChange,
  name,
  invalid = false,
  disabled = false,
  required = false,
  orientation = 'vertical',
  className,
  children,
  ...rest
}: RadioGroupRootProps) {
  const id = useId();
  const [own, setOwn] = useState<string | null>(defaultValue);
  const chosen = value === undefined ? own : value;
  const group: GroupState = {
    name: name ?? `radio-group${id}`,
    labelId: `radio-group${id}label`,
    value: chosen,
    choose: (next) => {
      if (value === undefined) setOwn(next);
      onValueChange?.({ value: next });
    },
    invalid,
    disabled,
    required,
    orientation,
  };
  return (
    <GroupContext.Provider value={group}>
      <div
        role="radiogroup"
        aria-labelledby={group.labelId}
        aria-orientation={orientation}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        data-scope="radio-group"
        data-part="root"
        data-orientation={orientation}
        data-invalid={flag(invalid)}
        data-disabled={flag(disabled)}
        {...rest}
        className={cx(
          'flex flex-col gap-1 data-[orientation=horizontal]:flex-row data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-x-6',
          className,
        )}
      >
        {children}
      </div>
    </GroupContext.Provider>
  );
}

/** Names the group (aria-labelledby on the radiogroup). */
function Label({ className, ...rest }: ComponentProps<'span'>) {
  const group = useGroup();
  return (
    <span
      id={group.labelId}
      data-scope="radio-group"
      data-part="label"
      data-invalid={flag(group.invalid)}
      {...rest}
      className={cx('mb-1 w-full font-semibold', className)}
    />
  );
}

/** Data attributes every part of an item carries. */
function itemData(group: GroupState, item: ItemState) {
  return {
    'data-scope': 'radio-group',
    'data-state': item.checked ? 'checked' : 'unchecked',
    'data-disabled': flag(item.disabled),
    'data-invalid': flag(group.invalid),
    'data-orientation': group.orientation,
  };
}

export interface RadioGroupItemProps extends ComponentProps<'label'> {
  value: string;
  disabled?: boolean;
}

/** One option: a label element, 44 px high, around its native radio. */
function Item({ value, disabled, className, children, ...rest }: RadioGroupItemProps) {
  const group = useGroup();
  const [focusVisible, setFocusVisible] = useState(false);
  const item: ItemState = {
    value,
    checked: group.value === value,
    disabled: group.disabled || Boolean(disabled),
    focusVisible,
    setFocusVisible,
  };
  return (
    <ItemContext.Provider value={item}>
      <label
        {...itemData(group, item)}
        data-part="item"
        data-focus-visible={flag(focusVisible)}
        {...rest}
        className={cx(choiceRowClasses, className)}
      >
        {children}
      </label>
    </ItemContext.Provider>
  );
}

/**
 * The circle. The native radio is visually hidden, so the circle shows its focus: `:has(:focus-visible)` leaves
 * it to the browser when a focus ring is due, as on any native control.
 */
function ItemControl({ className, ...rest }: ComponentProps<'span'>) {
  const group = useGroup();
  const item = useItem();
  return (
    <span
      aria-hidden="true"
      {...itemData(group, item)}
      data-part="item-control"
      data-focus-visible={flag(item.focusVisible)}
      {...rest}
      className={cx(
        'flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-border bg-surface transition-colors group-hover:border-text',
        "after:size-3 after:rounded-full after:content-[''] data-[state=checked]:border-accent data-[state=checked]:after:bg-accent",
        'data-invalid:border-on-negative group-has-[input:focus-visible]:outline-3 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-focus',
        className,
      )}
    />
  );
}

function ItemText({ className, ...rest }: ComponentProps<'span'>) {
  const group = useGroup();
  const item = useItem();
  return <span {...itemData(group, item)} data-part="item-text" {...rest} className={cx('leading-snug', className)} />;
}

/** The native radio, named by its label element; sr-only by class (the CSP drops inline styles). */
function ItemHiddenInput({ className, ...rest }: Omit<ComponentProps<'input'>, 'type' | 'value' | 'name'>) {
  const group = useGroup();
  const item = useItem();
  const focus = (event: FocusEvent<HTMLInputElement>) => item.setFocusVisible(event.target.matches(':focus-visible'));
  return (
    <input
      type="radio"
      name={group.name}
      value={item.value}
      checked={item.checked}
      disabled={item.disabled}
      required={group.required}
      onChange={() => group.choose(item.value)}
      onFocus={focus}
      onBlur={() => item.setFocusVisible(false)}
      data-scope="radio-group"
      data-part="item-hidden-input"
      {...rest}
      className={cx('sr-only', className)}
    />
  );
}

/** One choice of a radio group. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<RadioGroupRootProps, 'children'> {
  /** The visible group label. */
  label: string;
  options: readonly RadioOption[];
}

/** A labelled group of radio buttons. */
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
