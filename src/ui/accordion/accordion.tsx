import { Accordion as ArkAccordion, useAccordionItemContext } from '@ark-ui/react/accordion';
import { createContext, useContext, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

/** Whether the surrounding item is locked (as opposed to merely disabled). */
const LockedContext = createContext(false);

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface AccordionRootProps extends ComponentProps<typeof ArkAccordion.Root> {
  /** More than one item open at a time (default: single, opening one closes the other). */
  multiple?: boolean;
}

/** Single mode by default; an open item can be closed again (collapsible). */
function Root({ multiple = false, collapsible = true, className, ...rest }: AccordionRootProps) {
  return (
    <ArkAccordion.Root
      {...rest}
      multiple={multiple}
      collapsible={collapsible}
      className={cx('flex flex-col divide-y divide-border border-y border-border', className)}
    />
  );
}

export interface AccordionItemProps extends ComponentProps<typeof ArkAccordion.Item> {
  /**
   * A locked item stays closed and cannot be opened. Its trigger stays reachable by keyboard (aria-disabled, not
   * disabled), shows a lock and says it is locked (`lockedLabel` of the trigger).
   */
  locked?: boolean;
}

/**
 * A locked item takes part under a value of its own (`locked--…`), so neither a click nor a `value`/`defaultValue` that
 * lists it can open it (Ark only blocks clicks on disabled items).
 */
function Item({ locked = false, disabled, value, className, ...rest }: AccordionItemProps) {
  return (
    <LockedContext.Provider value={locked}>
      <ArkAccordion.Item
        {...rest}
        value={locked ? `locked--${value}` : value}
        disabled={locked || disabled}
        data-locked={locked || undefined}
        className={cx('group/item', className)}
      />
    </LockedContext.Provider>
  );
}

/**
 * Zag ignores keys on a disabled item's trigger, so a locked (focusable) trigger moves focus itself with the same
 * keys the other triggers use: arrows, Home and End.
 */
function moveFromLocked(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-scope="accordion"][data-part="root"]');
  if (!root) return;
  const triggers = [
    ...root.querySelectorAll<HTMLButtonElement>('[data-scope="accordion"][data-part="item-trigger"]:not([disabled])'),
  ].filter((element) => element.closest('[data-scope="accordion"][data-part="root"]') === root);
  const index = triggers.indexOf(event.currentTarget);
  const target = {
    ArrowDown: triggers[(index + 1) % triggers.length],
    ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
    Home: triggers[0],
    End: triggers.at(-1),
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

const Chevron = () => (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5" fill="none">
    <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const Lock = () => (
  <svg
    aria-hidden="true"
    data-part="lock"
    viewBox="0 0 16 16"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <rect x="3.5" y="7" width="9" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 015 0v2" />
  </svg>
);

export interface AccordionItemTriggerProps extends ComponentProps<typeof ArkAccordion.ItemTrigger> {
  /** The trigger sits in a heading of this level (default 3), as the WAI accordion pattern asks. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Spoken after the title of a locked item (e.g. "vergrendeld"). */
  lockedLabel?: string;
}

/** The item's heading button: chevron when it can open, a lock when the item is locked. */
function ItemTrigger({
  headingLevel = 3,
  lockedLabel,
  className,
  children,
  onKeyDown,
  ...rest
}: AccordionItemTriggerProps) {
  const item = useAccordionItemContext();
  const locked = useContext(LockedContext);
  const Heading = `h${headingLevel}` as const;
  // A locked trigger is not `disabled` (that would take it out of the tab order and hide it from many screen
  // readers' focus navigation); zag still treats the item as disabled, so clicks and Enter/Space do nothing.
  const lockedProps = locked ? { disabled: false, 'aria-disabled': true as const, 'data-disabled': '' } : {};
  return (
    <Heading className="m-0 font-brand text-base font-semibold">
      <ArkAccordion.ItemTrigger
        {...rest}
        {...lockedProps}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (locked && !event.defaultPrevented) moveFromLocked(event);
        }}
        className={cx(
          'flex min-h-12 w-full cursor-pointer items-center justify-between gap-4 py-3 text-left text-text hover:underline',
          'data-disabled:cursor-not-allowed data-disabled:text-text-muted data-disabled:hover:no-underline',
          className,
        )}
      >
        <span>
          {children}
          {item.disabled && lockedLabel && <span className="sr-only">{`, ${lockedLabel}`}</span>}
        </span>
        {item.disabled ? (
          <Lock />
        ) : (
          <ArkAccordion.ItemIndicator className="shrink-0 text-link transition-transform data-[state=open]:rotate-180 motion-reduce:transition-none">
            <Chevron />
          </ArkAccordion.ItemIndicator>
        )}
      </ArkAccordion.ItemTrigger>
    </Heading>
  );
}

function ItemContent({ className, ...rest }: ComponentProps<typeof ArkAccordion.ItemContent>) {
  return <ArkAccordion.ItemContent {...rest} className={cx('pb-4 text-text', className)} />;
}

/**
 * Accordion (Ark anatomy): `Accordion.Root` (single or `multiple`), `Accordion.Item` (`value`, `locked`),
 * `Accordion.ItemTrigger`, `Accordion.ItemContent`. Arrow keys, Home and End move between triggers.
 */
export const Accordion = { Root, Item, ItemTrigger, ItemContent };

/** Convenience shape for a data-driven accordion. */
export interface AccordionEntry {
  value: string;
  title: ReactNode;
  content: ReactNode;
  locked?: boolean;
}
