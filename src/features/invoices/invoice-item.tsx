/**
 * One invoice of the invoices screen: the design system's invoice overview item with its PDF, and its details (the
 * payment request of an open or overdue one, its dates and its lines), dates and amounts in the request's language.
 */
import { formatDate, formatMoney, type Locale } from '../../lib/format';
import type { InvoiceFieldsFragment } from '../../lib/graphql/generated/graphql';
import type { Translate } from '../../i18n/translate';
import { vatIncluded, type InvoiceStatus } from '../../shared/invoice-codes';
import { InvoiceOverviewItem } from '../../ui/invoice-overview-item';
import type { TagVariant } from '../../ui/tag';

/** The tag colour of each status. */
const STATUS_VARIANTS: Readonly<Record<InvoiceStatus, TagVariant>> = {
  open: 'blue',
  paid: 'green',
  overdue: 'red',
  credited: 'gray',
};

/** The columns of the lines table: heading and the classes of its heading cell. */
const LINE_COLUMNS = [
  { label: 'invoices.item.lineDescription', className: 'py-1 pr-2' },
  { label: 'invoices.item.lineQuantity', className: 'py-1 pr-2 text-right' },
  { label: 'invoices.item.lineVat', className: 'py-1 pr-2 text-right' },
  { label: 'invoices.item.lineAmount', className: 'py-1 text-right' },
] as const;

/** A total under the lines: its label across the first three columns, the amount (bold for the grand total). */
function TotalRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr>
      <th scope="row" colSpan={3} className={strong ? 'py-1 pr-2 text-right' : 'py-1 pr-2 text-right font-normal'}>
        {label}
      </th>
      <td className={strong ? 'py-1 text-right font-semibold' : 'py-1 text-right'}>{amount}</td>
    </tr>
  );
}

export function statusOf(invoice: InvoiceFieldsFragment): InvoiceStatus {
  return invoice.status.toLowerCase() as InvoiceStatus;
}

/** One invoice as an expandable item; open and overdue ones start expanded. */
export function Invoice({ invoice, m, locale }: { invoice: InvoiceFieldsFragment; m: Translate; locale: Locale }) {
  const status = statusOf(invoice);
  const date = (iso: string) => formatDate(iso, { locale });
  const payable = invoice.paymentDetails;
  return (
    <InvoiceOverviewItem
      title={m('invoices.item.title', { date: date(invoice.issueDate) })}
      price={formatMoney(invoice.totalCents, locale)}
      status={{ text: m(`invoices.status.${status}`), variant: STATUS_VARIANTS[status] }}
      subscription={{
        title: invoice.subscriptionTitle,
        subTitle: m('invoices.item.subTitle', { brand: invoice.brandName, number: invoice.subscriptionNumber }),
      }}
      downloadButtonText={m('invoices.item.download', { number: invoice.invoiceNumber })}
      downloadHref={`/facturen/${invoice.invoiceId}.pdf`}
      showMoreLabel={m('invoices.item.showMore')}
      showLessLabel={m('invoices.item.showLess')}
      defaultExpanded={payable !== null}
    >
      <InvoiceDetails invoice={invoice} status={status} m={m} locale={locale} />
    </InvoiceOverviewItem>
  );
}

/**
 * An invoice's details: the payment request of an open one, its dates and its table of lines. A component of its
 * own, so that the item renders (and formats) them only while they are shown.
 */
function InvoiceDetails({
  invoice,
  status,
  m,
  locale,
}: {
  invoice: InvoiceFieldsFragment;
  status: InvoiceStatus;
  m: Translate;
  locale: Locale;
}) {
  const date = (iso: string) => formatDate(iso, { locale });
  const payable = invoice.paymentDetails;
  return (
    <div className="flex flex-col gap-4">
      {payable ? (
        <p className="rounded-brand bg-surface-muted p-3" data-invoice-pay>
          {m(status === 'overdue' ? 'invoices.pay.overdue' : 'invoices.pay.open', {
            amount: formatMoney(invoice.totalCents, locale),
            date: date(invoice.dueDate),
            iban: payable.iban,
            name: payable.name,
            number: invoice.invoiceNumber,
          })}
        </p>
      ) : null}
      {status === 'credited' ? <p>{m('invoices.item.credited')}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-text-muted">{m('invoices.item.number')}</dt>
        <dd>{invoice.invoiceNumber}</dd>
        <dt className="text-text-muted">{m('invoices.item.issueDate')}</dt>
        <dd>{date(invoice.issueDate)}</dd>
        <dt className="text-text-muted">{m('invoices.item.dueDate')}</dt>
        <dd>{date(invoice.dueDate)}</dd>
        <dt className="text-text-muted">{m('invoices.item.period')}</dt>
        <dd>{m('invoices.item.periodValue', { start: date(invoice.periodStart), end: date(invoice.periodEnd) })}</dd>
        {invoice.paidAt ? (
          <>
            <dt className="text-text-muted">{m('invoices.item.paidAt')}</dt>
            <dd>{date(invoice.paidAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold">{m('invoices.item.linesCaption')}</caption>
          <thead>
            <tr className="border-b border-border">
              {LINE_COLUMNS.map((column) => (
                <th key={column.label} scope="col" className={column.className}>
                  {m(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-border">
                <td className="py-1 pr-2">{line.description}</td>
                <td className="py-1 pr-2 text-right">{line.quantity}</td>
                <td className="py-1 pr-2 text-right">
                  {`${String(line.vatRate).replace('.', ',')}% (${formatMoney(vatIncluded(line.amountCents, line.vatRate), locale)})`}
                </td>
                <td className="py-1 text-right">{formatMoney(line.amountCents, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <TotalRow label={m('invoices.item.vatTotal')} amount={formatMoney(invoice.vatCents, locale)} />
            <TotalRow label={m('invoices.item.total')} amount={formatMoney(invoice.totalCents, locale)} strong />
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/**
 * One filter: a labelled native select. The design system's Select (Ark) would add 25 kB (brotli) of script to this
 * screen and take it over the page-weight budget of 100 kB; a native select is as accessible, works with the
 * keyboard and on touch as the platform does, and costs nothing. Styled like the design system's fields.
 */
