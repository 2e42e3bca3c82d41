import type { ComponentPropsWithRef, ReactNode } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

export interface LabelledValueRootProps extends ComponentPropsWithRef<'dl'> {
  /** `stacked`: label above value; `inline`: label and value side by side from 768 px. */
  layout?: 'stacked' | 'inline';
}

/** The description list that holds one or more label/value pairs. */
function Root({ layout = 'stacked', className, ...rest }: LabelledValueRootProps) {
  return <dl {...rest} data-layout={layout} className={cx('group/lv flex flex-col gap-4', className)} />;
}

/** A dt. */
function Label({ className, ...rest }: ComponentPropsWithRef<'dt'>) {
  return <dt {...rest} className={cx('text-sm font-semibold text-text-muted', className)} />;
}

/** A dd. */
function Value({ className, ...rest }: ComponentPropsWithRef<'dd'>) {
  return <dd {...rest} className={cx('break-words text-base text-text', className)} />;
}

export interface LabelledValueItemProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  label: ReactNode;
  value: ReactNode;
}

/** One label with its value, grouped in a div (allowed inside dl). */
function Item({ label, value, className, ...rest }: LabelledValueItemProps) {
  return (
    <div
      {...rest}
      className={cx(
        'flex flex-col gap-1 tablet:group-data-[layout=inline]/lv:grid tablet:group-data-[layout=inline]/lv:grid-cols-[minmax(8rem,1fr)_2fr] tablet:group-data-[layout=inline]/lv:gap-4',
        className,
      )}
    >
      <Label>{label}</Label>
      <Value>{value}</Value>
    </div>
  );
}

/** Label + value pairs as a description list: `LabelledValue.Root` with `LabelledValue.Item`s. */
export const LabelledValue = { Root, Item, Label, Value };
