/**
 * Invoice overview item: title, price, status tag, a subscription block (title, subtitle, logo), a
 * download button and a show-more toggle (aria-expanded, aria-controls) that reveals the details, which are rendered
 * only while shown.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Tag, type TagVariant } from '../tag/tag';

export interface InvoiceSubscription {
  title: string;
  subTitle?: string;
  logoUrl?: string;
  /** Alt text of the logo (e.g. the brand name); the logo is decorative without it. */
  logoAlt?: string;
}

export interface InvoiceOverviewItemProps {
  title: string;
  /** The formatted price, e.g. "€ 24,95". */
  price: string;
  status: { text: string; variant: TagVariant };
  subscription: InvoiceSubscription;
  downloadButtonText: string;
  onDownload?: () => void;
  /** Link to the PDF instead of a button action. */
  downloadHref?: string;
  showMoreLabel: string;
  showLessLabel: string;
  /**
   * The expandable details, rendered only while shown: a year of invoices renders its tables of lines one at a time,
   * as they are opened, not all on the first screen (give a component, and what it formats waits too).
   */
  children?: ReactNode;
  defaultExpanded?: boolean;
  /** Heading level of the title inside the page (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function InvoiceOverviewItem({
  title,
  price,
  status,
  subscription,
  downloadButtonText,
  onDownload,
  downloadHref,
  showMoreLabel,
  showLessLabel,
  children,
  defaultExpanded = false,
  headingLevel = 3,
  className,
}: InvoiceOverviewItemProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const detailsId = `${useId().replace(/:/g, '')}-details`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-scope="invoice-overview-item"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={['flex flex-col gap-4 rounded-brand border border-border bg-surface p-4', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="font-brand text-lg font-bold text-text">{title}</Heading>
          <Tag text={status.text} variant={status.variant} className="self-start" />
        </div>
        <p className="font-brand text-xl font-bold text-text" data-part="price">
          {price}
        </p>
      </div>
      <div className="flex items-center gap-3 rounded-brand bg-surface-muted p-3" data-part="subscription">
        {subscription.logoUrl ? (
          <img
            src={subscription.logoUrl}
            alt={subscription.logoAlt ?? ''}
            height={35}
            className="h-[35px] w-auto max-w-24 object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <p className="font-semibold text-text">{subscription.title}</p>
          {subscription.subTitle ? <p className="text-sm text-text-muted">{subscription.subTitle}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {downloadHref ? (
          <a
            href={downloadHref}
            download
            className="inline-flex min-h-11 items-center rounded-brand border-2 border-link px-5 font-semibold text-link no-underline hover:underline"
          >
            {downloadButtonText}
          </a>
        ) : (
          <Button variant="secondary" onClick={onDownload}>
            {downloadButtonText}
          </Button>
        )}
        {children ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
            className="inline-flex min-h-11 items-center gap-1 px-2 font-semibold text-link underline underline-offset-4 hover:no-underline"
          >
            {expanded ? showLessLabel : showMoreLabel}
            <svg
              aria-hidden="true"
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              className={expanded ? 'rotate-180' : undefined}
            >
              <path d="M6 9l6 6 6-6" />
            </svg>
          </button>
        ) : null}
      </div>
      {children ? (
        <div id={detailsId} hidden={!expanded} data-part="details" className="border-t border-border pt-4 text-text">
          {expanded ? children : null}
        </div>
      ) : null}
    </article>
  );
}
