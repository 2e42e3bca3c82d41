/** One crumb: with a path it is a link; the last crumb is always plain text (the current page). */
export interface BreadcrumbItem {
  label: string;
  path?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark (e.g. "Kruimelpad"). */
  label: string;
  className?: string;
}

function Separator() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mx-1 size-4 shrink-0 text-text-muted" fill="none">
      <path d="M6 3.5L10.5 8 6 12.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** A breadcrumb trail in a labelled nav; the last item is the current page (aria-current="page"). */
export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center">
              {index > 0 && <Separator />}
              {last ? (
                <span aria-current="page" className="inline-flex min-h-11 items-center font-semibold text-text">
                  {item.label}
                </span>
              ) : item.path ? (
                <a
                  href={item.path}
                  className="inline-flex min-h-11 items-center rounded-brand px-1 text-link underline underline-offset-2 hover:no-underline"
                >
                  {item.label}
                </a>
              ) : (
                <span className="inline-flex min-h-11 items-center text-text-muted">{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
