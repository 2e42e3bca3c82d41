export { InvoiceOverviewItem, type InvoiceOverviewItemProps, type InvoiceSubscription } from './invoice-overview-item';
