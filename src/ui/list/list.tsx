import type { ComponentPropsWithRef } from 'react';

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** A bulleted list. */
function Unordered({ className, ...rest }: ComponentPropsWithRef<'ul'>) {
  return (
    <ul {...rest} data-list="unordered" className={cx('list-disc space-y-2 pl-6 marker:text-accent', className)} />
  );
}

/** A numbered list. */
function Ordered({ className, ...rest }: ComponentPropsWithRef<'ol'>) {
  return (
    <ol
      {...rest}
      data-list="ordered"
      className={cx('list-decimal space-y-2 pl-6 marker:font-semibold marker:text-text', className)}
    />
  );
}

/** An item of an ordered or unordered list. */
function Item({ className, ...rest }: ComponentPropsWithRef<'li'>) {
  return <li {...rest} className={cx('pl-1 leading-relaxed', className)} />;
}

/** A description list: terms with their descriptions, separated by lines. */
function Description({ className, ...rest }: ComponentPropsWithRef<'dl'>) {
  return (
    <dl {...rest} data-list="description" className={cx('divide-y divide-border border-y border-border', className)} />
  );
}

/** A term with its details in a description list. */
function DescriptionItem({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={cx('flex flex-col gap-1 py-3 tablet:flex-row tablet:gap-6', className)} />;
}

function Term({ className, ...rest }: ComponentPropsWithRef<'dt'>) {
  return <dt {...rest} className={cx('font-semibold tablet:w-1/3 tablet:shrink-0', className)} />;
}

function Details({ className, ...rest }: ComponentPropsWithRef<'dd'>) {
  return <dd {...rest} className={cx('text-text', className)} />;
}

/** List styles: `List.Unordered`/`List.Ordered` with `List.Item`, and `List.Description` with items of terms. */
export const List = { Unordered, Ordered, Item, Description, DescriptionItem, Term, Details };
