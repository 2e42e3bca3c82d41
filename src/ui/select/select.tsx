import { createListCollection, Select as ArkSelect } from '@ark-ui/react/select';
import { useId, useMemo, type ComponentProps } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

type Key<T> = Extract<keyof T, string>;

export interface SelectProps<T> {
  /** The caller's items, in display order. */
  items: readonly T[];
  /** The visible label that names the select. */
  label: string;
  /** Field of an item shown as its text (default "label"); ignored when itemToString is given. */
  labelKey?: Key<T>;
  /** Field of an item used as its key (default "value"); ignored when itemToValue is given. */
  valueKey?: Key<T>;
  itemToString?: (item: T) => string;
  itemToValue?: (item: T) => string;
  isItemDisabled?: (item: T) => boolean;
  /** Controlled key of the chosen item (null: nothing chosen). */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen item's key field and the item itself. */
  onValueChange?: (value: string | null, item: T | null) => void;
  /** Text shown while nothing is chosen (e.g. "Maak een keuze"). */
  placeholder?: string;
  /** Help text under the label, linked to the trigger. */
  description?: string;
  /** Error shown and linked while invalid. */
  errorText?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Form field name (a hidden native select carries the value). */
  name?: string;
  className?: string;
}

function read<T>(item: T, key: string): string {
  const value = (item as Record<string, unknown>)[key];
  return value == null ? '' : String(value);
}

const Chevron = () => (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
    <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * A single-choice select (listbox popup, Ark): the caller decides which field is the label and which the key.
 * Type-ahead, arrow keys, Home/End, Enter/Space and Escape come from Ark.
 */
export function Select<T>({
  items,
  label,
  labelKey,
  valueKey,
  itemToString,
  itemToValue,
  isItemDisabled,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  errorText,
  invalid = false,
  required,
  disabled,
  name,
  className,
}: SelectProps<T>) {
  const id = useId();
  const collection = useMemo(
    () =>
      createListCollection<T>({
        items: [...items],
        itemToString: itemToString ?? ((item) => read(item, labelKey ?? 'label')),
        itemToValue: itemToValue ?? ((item) => read(item, valueKey ?? 'value')),
        isItemDisabled: isItemDisabled ?? (() => false),
      }),
    [items, itemToString, itemToValue, isItemDisabled, labelKey, valueKey],
  );
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid && errorText ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const toList = (key: string | null | undefined) => (key === undefined ? undefined : key === null ? [] : [key]);

  return (
    <ArkSelect.Root
      collection={collection}
      value={toList(value)}
      defaultValue={toList(defaultValue)}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? null, details.items[0] ?? null)}
      invalid={invalid}
      required={required}
      disabled={disabled}
      name={name}
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true, gutter: 4 }}
      className={cx('flex w-full flex-col gap-1', className)}
    >
      <ArkSelect.Label className="font-semibold data-disabled:opacity-50">{label}</ArkSelect.Label>
      {description && (
        <p id={descriptionId} className="text-sm text-text-muted">
          {description}
        </p>
      )}
      <ArkSelect.Control>
        <ArkSelect.Trigger
          aria-describedby={describedBy}
          className={cx(
            'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-brand border-2 border-border bg-surface px-4 py-2 text-left text-text',
            'hover:border-text data-[state=open]:border-accent data-invalid:border-on-negative data-disabled:cursor-not-allowed data-disabled:opacity-50',
            'data-placeholder-shown:text-text-muted',
          )}
        >
          <ArkSelect.ValueText placeholder={placeholder} className="truncate" />
          <ArkSelect.Indicator className="shrink-0 transition-transform data-[state=open]:rotate-180 motion-reduce:transition-none">
            <Chevron />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {errorId && (
        <p id={errorId} className="text-sm font-semibold text-on-negative">
          {errorText}
        </p>
      )}
      {/* Positioned by Ark through the style object once mounted (client-side, so the CSP allows it). */}
      <ArkSelect.Positioner className="absolute left-0 top-0 z-50">
        <ArkSelect.Content className="max-h-72 overflow-y-auto rounded-brand border-2 border-border bg-surface py-1 shadow-lg">
          {collection.items.map((item) => (
            <ArkSelect.Item
              key={collection.getItemValue(item)}
              item={item}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-text data-highlighted:bg-surface-muted data-highlighted:underline data-[state=checked]:font-semibold data-disabled:cursor-not-allowed data-disabled:opacity-50"
            >
              <ArkSelect.ItemText>{collection.stringifyItem(item)}</ArkSelect.ItemText>
              <ArkSelect.ItemIndicator className="text-link">
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
              </ArkSelect.ItemIndicator>
            </ArkSelect.Item>
          ))}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
      <ArkSelect.HiddenSelect className="sr-only" />
    </ArkSelect.Root>
  );
}

/** The Ark parts, for layouts the composed Select does not cover (same data-* attributes for styling). */
export const SelectParts: typeof ArkSelect = ArkSelect;
export type SelectRootProps = ComponentProps<typeof ArkSelect.Root>;
