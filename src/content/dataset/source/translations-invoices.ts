/**
 * Texts of the invoices area (`/facturen` and the PDF of each invoice, `/facturen/{id}.pdf`) and its violation code
 * (src/shared/invoice-codes.ts). The navigation and tile labels (nav.invoices, tile.invoices.*) are core texts.
 * Belgian wording: overschrijven (not overmaken), mededeling (the payment reference), vervallen.
 */
import type { TranslationSource } from './translations';

export const INVOICES_TRANSLATIONS: TranslationSource = {
  // The overview
  'invoices.title': { nl: 'Facturen' },
  'invoices.intro': {
    nl: 'Hier vind je de facturen van al je abonnementen. Download een factuur als pdf voor je administratie.',
  },
  'invoices.empty': {
    nl: 'Je hebt nog geen facturen. Zodra je een factuur van ons krijgt, vind je die hier.',
  },
  'invoices.noResults': { nl: 'Er zijn geen facturen die bij dit filter passen.' },
  'invoices.countOne': { nl: '1 factuur gevonden' },
  'invoices.countOther': { nl: '{count} facturen gevonden' },
  'invoices.yearHeading': { nl: 'Facturen uit {year}' },
  // The overview loads a year at a time; older years on request
  'invoices.older': { nl: 'Oudere facturen' },
  'invoices.olderLoading': { nl: 'Oudere facturen worden geladen…' },
  'invoices.olderFailed': {
    nl: 'De oudere facturen konden niet worden geladen. Probeer het opnieuw.',
    be: 'De oudere facturen konden niet geladen worden. Probeer het opnieuw.',
  },

  // The filter (kept in the page's URL)
  'invoices.filter.legend': { nl: 'Facturen filteren' },
  'invoices.filter.subscription': { nl: 'Abonnement' },
  'invoices.filter.allSubscriptions': { nl: 'Alle abonnementen' },
  'invoices.filter.subscriptionOption': { nl: '{title} ({number})' },
  'invoices.filter.year': { nl: 'Jaar' },
  'invoices.filter.allYears': { nl: 'Alle jaren' },
  'invoices.filter.status': { nl: 'Status' },
  'invoices.filter.allStatuses': { nl: 'Alle statussen' },
  'invoices.filter.reset': { nl: 'Filter wissen' },
  INVOICE_FILTER_INVALID: {
    nl: 'Een deel van het filter in deze link klopt niet of hoort niet bij je account. Daarvoor tonen we alle facturen.',
  },

  // Statuses (the tag of each invoice, the filter, the PDF)
  'invoices.status.open': { nl: 'Openstaand' },
  'invoices.status.paid': { nl: 'Betaald' },
  'invoices.status.overdue': { nl: 'Achterstallig', be: 'Vervallen' },
  'invoices.status.credited': { nl: 'Gecrediteerd' },

  // One invoice in the overview
  'invoices.item.title': { nl: 'Factuur van {date}' },
  'invoices.item.subTitle': { nl: '{brand} · abonneenummer {number}' },
  'invoices.item.download': { nl: 'Factuur {number} downloaden (pdf)' },
  'invoices.item.showMore': { nl: 'Meer details' },
  'invoices.item.showLess': { nl: 'Minder details' },
  'invoices.item.number': { nl: 'Factuurnummer' },
  'invoices.item.issueDate': { nl: 'Factuurdatum' },
  'invoices.item.dueDate': { nl: 'Vervaldatum' },
  'invoices.item.period': { nl: 'Periode' },
  'invoices.item.periodValue': { nl: '{start} tot en met {end}' },
  'invoices.item.paidAt': { nl: 'Betaald op' },
  'invoices.item.linesCaption': { nl: 'Factuurregels' },
  'invoices.item.lineDescription': { nl: 'Omschrijving' },
  'invoices.item.lineQuantity': { nl: 'Aantal' },
  'invoices.item.lineVat': { nl: 'Btw' },
  'invoices.item.lineAmount': { nl: 'Bedrag' },
  'invoices.item.vatTotal': { nl: 'Waarvan btw' },
  'invoices.item.total': { nl: 'Totaal' },
  'invoices.item.credited': { nl: 'Deze factuur is gecrediteerd. Je hoeft niets te betalen.' },
  'invoices.pay.open': {
    nl: 'Betaal {amount} uiterlijk {date}. Maak het bedrag over naar {iban} ten name van {name}, met factuurnummer {number} als betalingskenmerk.',
    be: 'Betaal {amount} uiterlijk {date}. Schrijf het bedrag over naar {iban} op naam van {name}, met factuurnummer {number} als mededeling.',
  },
  'invoices.pay.overdue': {
    nl: 'De vervaldatum ({date}) is verstreken. Maak {amount} zo snel mogelijk over naar {iban} ten name van {name}, met factuurnummer {number} als betalingskenmerk.',
    be: 'De vervaldatum ({date}) is verstreken. Schrijf {amount} zo snel mogelijk over naar {iban} op naam van {name}, met factuurnummer {number} als mededeling.',
  },

  // The PDF
  'invoices.pdf.title': { nl: 'Factuur {number}' },
  'invoices.pdf.heading': { nl: 'Factuur' },
  'invoices.pdf.number': { nl: 'Factuurnummer' },
  'invoices.pdf.issueDate': { nl: 'Factuurdatum' },
  'invoices.pdf.dueDate': { nl: 'Vervaldatum' },
  'invoices.pdf.period': { nl: 'Periode' },
  'invoices.pdf.subscriptionNumber': { nl: 'Abonneenummer' },
  'invoices.pdf.column.description': { nl: 'Omschrijving' },
  'invoices.pdf.column.quantity': { nl: 'Aantal' },
  'invoices.pdf.column.vatRate': { nl: 'Btw %' },
  'invoices.pdf.column.vat': { nl: 'Btw' },
  'invoices.pdf.column.amount': { nl: 'Bedrag' },
  'invoices.pdf.totalExclVat': { nl: 'Totaal exclusief btw' },
  'invoices.pdf.vatTotal': { nl: 'Btw' },
  'invoices.pdf.total': { nl: 'Totaal' },
  'invoices.pdf.status': { nl: 'Betaalstatus' },
  'invoices.pdf.paidOn': { nl: 'Betaald op {date}. Dank je wel!' },
  'invoices.pdf.credited': { nl: 'Deze factuur is gecrediteerd. Je hoeft niets te betalen.' },
  'invoices.pdf.payOpen': {
    nl: 'Maak {amount} uiterlijk {date} over naar de rekening hieronder, met het factuurnummer als betalingskenmerk.',
    be: 'Schrijf {amount} uiterlijk {date} over naar de rekening hieronder, met het factuurnummer als mededeling.',
  },
  'invoices.pdf.payOverdue': {
    nl: 'De vervaldatum ({date}) is verstreken. Maak {amount} zo snel mogelijk over naar de rekening hieronder, met het factuurnummer als betalingskenmerk.',
    be: 'De vervaldatum ({date}) is verstreken. Schrijf {amount} zo snel mogelijk over naar de rekening hieronder, met het factuurnummer als mededeling.',
  },
  'invoices.pdf.accountName': { nl: 'Ten name van', be: 'Op naam van' },
  'invoices.pdf.iban': { nl: 'IBAN' },
  'invoices.pdf.bic': { nl: 'BIC' },
  'invoices.pdf.reference': { nl: 'Betalingskenmerk', be: 'Mededeling' },
  'invoices.pdf.footer': { nl: '{brand} is een uitgave van {publisher}.' },
};
