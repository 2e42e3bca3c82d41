import { createListCollection, Select as ArkSelect, useSelectContext } from '@ark-ui/react/select';
import { useEffect, useId, useMemo, useRef, type ComponentProps } from 'react';
import { CheckMark } from '../icon/line-icon';

/**
 * Type-ahead: letters typed within 350 ms of each other search together; after 350 ms without typing the
 * search starts afresh. This is zag's own default (`collection.search`, timeout 350), which the select machine
 * does not let us set; select.test.tsx holds zag to it.
 */
export const TYPEAHEAD_RESET_MS = 350;

/**
 * Pointer-hold select: pressing the trigger opens the listbox at once; when the press lasted at least
 * 200 ms and is released over an option, that option is chosen (press, drag, release). A shorter press is a plain
 * click that leaves the listbox open. Zag opens only on click, so this is ours.
 */
export const POINTER_HOLD_SELECT_MS = 200;

/**
 * Touch move: a touch outside the open listbox that moves 30 px or more is a scroll and keeps the listbox
 * open; a shorter one is a tap that closes it. Zag closes only when the browser turns the touch into a click, whose
 * tolerance is the browser's own, so the threshold is enforced here.
 */
export const TOUCH_MOVE_THRESHOLD_PX = 30;

/** Whether a touch from `start` to `end` is a tap (moved less than TOUCH_MOVE_THRESHOLD_PX in each direction). */
export function isTap(start: { x: number; y: number }, end: { x: number; y: number }): boolean {
  return Math.abs(end.x - start.x) < TOUCH_MOVE_THRESHOLD_PX && Math.abs(end.y - start.y) < TOUCH_MOVE_THRESHOLD_PX;
}

/** The pointer-hold and touch-move rules on top of Ark's select (rendered inside the root, no markup). */
function PointerRules() {
  const api = useSelectContext();
  const apiRef = useRef(api);
  useEffect(() => {
    apiRef.current = api;
  });
  const triggerId = api.getTriggerProps().id as string;
  const contentId = api.getContentProps().id as string;
  const open = api.open;

  // Pointer hold: open on a mouse press, choose the option under the release after POINTER_HOLD_SELECT_MS.
  useEffect(() => {
    const trigger = document.getElementById(triggerId);
    if (!trigger) return undefined;
    let pressedAt: number | null = null;
    const onPointerUp = (event: PointerEvent) => {
      const heldFor = pressedAt === null ? 0 : Date.now() - pressedAt;
      if (pressedAt === null || heldFor < POINTER_HOLD_SELECT_MS) return;
      const target = event.target instanceof Element ? event.target : null;
      const option = target?.closest<HTMLElement>('[role="option"]');
      const content = document.getElementById(contentId);
      if (!option || !content?.contains(option) || option.getAttribute('aria-disabled') === 'true') return;
      const value = option.dataset.value;
      if (value === undefined) return;
      apiRef.current.selectValue(value);
      apiRef.current.setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      pressedAt = null;
      if (event.pointerType !== 'mouse' || event.button !== 0 || trigger.hasAttribute('disabled')) return;
      if (apiRef.current.open) return;
      pressedAt = Date.now();
      apiRef.current.setOpen(true);
      document.addEventListener('pointerup', onPointerUp, { once: true });
    };
    // The click that ends a press we already handled must not toggle the listbox shut again (zag skips prevented
    // clicks; this listener on the element runs before React's delegated one).
    const onClick = (event: MouseEvent) => {
      if (pressedAt !== null) {
        event.preventDefault();
        pressedAt = null;
      }
    };
    trigger.addEventListener('pointerdown', onPointerDown);
    trigger.addEventListener('click', onClick);
    return () => {
      trigger.removeEventListener('pointerdown', onPointerDown);
      trigger.removeEventListener('click', onClick);
      document.removeEventListener('pointerup', onPointerUp);
    };
  }, [triggerId, contentId]);

  // Touch move: while open, a tap outside closes; a touch that moved TOUCH_MOVE_THRESHOLD_PX or more does not.
  useEffect(() => {
    if (!open) return undefined;
    let start: { x: number; y: number } | null = null;
    const outside = (target: EventTarget | null) =>
      target instanceof Node &&
      !document.getElementById(contentId)?.contains(target) &&
      !document.getElementById(triggerId)?.contains(target);
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && outside(event.target) ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && isTap(start, { x: touch.clientX, y: touch.clientY })) apiRef.current.setOpen(false);
      start = null;
    };
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [open, triggerId, contentId]);
  return null;
}

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
 * Type-ahead (reset after TYPEAHEAD_RESET_MS), arrow keys, Home/End, Enter/Space and Escape come from Ark; the
 * pointer-hold and touch-move rules above are added by PointerRules.
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
                <CheckMark />
              </ArkSelect.ItemIndicator>
            </ArkSelect.Item>
          ))}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
      <ArkSelect.HiddenSelect className="sr-only" />
      <PointerRules />
    </ArkSelect.Root>
  );
}

/** The Ark parts, for layouts the composed Select does not cover (same data-* attributes for styling). */
export const SelectParts: typeof ArkSelect = ArkSelect;
export type SelectRootProps = ComponentProps<typeof ArkSelect.Root>;
