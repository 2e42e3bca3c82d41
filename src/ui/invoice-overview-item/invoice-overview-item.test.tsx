// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { InvoiceOverviewItem, type InvoiceOverviewItemProps } from './invoice-overview-item';

function renderItem(props: Partial<InvoiceOverviewItemProps> = {}) {
  const onDownload = vi.fn();
  render(
    <InvoiceOverviewItem
      title="Factuur maart 2026"
      price="€ 24,95"
      status={{ text: 'Open', variant: 'orange' }}
      subscription={{ title: 'AD Digitaal', subTitle: 'Maandabonnement', logoUrl: '/brand/logo.svg', logoAlt: 'AD' }}
      downloadButtonText="Download factuur"
      onDownload={onDownload}
      showMoreLabel="Toon meer"
      showLessLabel="Toon minder"
      {...props}
    >
      <dl>
        <dt>Factuurnummer</dt>
        <dd>2026-0042</dd>
      </dl>
    </InvoiceOverviewItem>,
  );
  return { onDownload };
}

describe('InvoiceOverviewItem', () => {
  it('shows title, price and the status tag in its colour', () => {
    renderItem();
    expect(screen.getByRole('heading', { level: 3, name: 'Factuur maart 2026' })).toBeInTheDocument();
    expect(screen.getByText('€ 24,95')).toBeInTheDocument();
    expect(screen.getByText('Open')).toHaveAttribute('data-variant', 'orange');
  });

  it('shows the subscription block with title, subtitle and logo', () => {
    renderItem();
    expect(screen.getByText('AD Digitaal')).toBeInTheDocument();
    expect(screen.getByText('Maandabonnement')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'AD' })).toHaveAttribute('src', '/brand/logo.svg');
  });

  it('the download button has the given text and calls onDownload', async () => {
    const user = userEvent.setup();
    const { onDownload } = renderItem();
    await user.click(screen.getByRole('button', { name: 'Download factuur' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('downloads through a link when given an href', () => {
    renderItem({ downloadHref: '/facturen/2026-0042.pdf' });
    expect(screen.getByRole('link', { name: 'Download factuur' })).toHaveAttribute('href', '/facturen/2026-0042.pdf');
  });

  it('the show-more toggle reveals and hides the details (aria-expanded)', async () => {
    const user = userEvent.setup();
    renderItem();
    const toggle = screen.getByRole('button', { name: 'Toon meer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the details are not rendered at all; the region the toggle controls is there, hidden and empty.
    expect(screen.queryByText('2026-0042')).toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Toon minder');
    expect(screen.getByText('2026-0042')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByText('2026-0042'),
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByText('2026-0042')).toBeNull();
  });

  it('renders a details component only while the details are shown', async () => {
    const user = userEvent.setup();
    const renderDetails = vi.fn(() => <p>Regels van de factuur</p>);
    const Details = () => renderDetails();
    render(
      <InvoiceOverviewItem
        title="Factuur april 2026"
        price="€ 24,95"
        status={{ text: 'Betaald', variant: 'green' }}
        subscription={{ title: 'AD Digitaal' }}
        downloadButtonText="Download factuur"
        showMoreLabel="Toon meer"
        showLessLabel="Toon minder"
      >
        <Details />
      </InvoiceOverviewItem>,
    );
    expect(renderDetails).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Toon meer' }));
    expect(renderDetails).toHaveBeenCalled();
    expect(screen.getByText('Regels van de factuur')).toBeVisible();
  });

  it('has no axe violations, collapsed and expanded', async () => {
    renderItem({ defaultExpanded: true });
    await expectNoAxeViolations(document.body);
  });
});
