// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('has one h1 with the heading and the content in the main area', () => {
    render(
      <PageLayout heading="Facturen">
        <p>Je facturen</p>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Facturen' }));
    expect(main).toContainElement(screen.getByText('Je facturen'));
  });

  it('shows the heading bar only below 1024 px and the h1 visibly only from 1024 px', () => {
    const { container } = render(<PageLayout heading="Facturen">x</PageLayout>);
    const bar = container.querySelector('[data-part="heading-bar"]');
    expect(bar).toHaveTextContent('Facturen');
    expect(bar).toHaveClass('tablet-landscape:hidden');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('sr-only', 'tablet-landscape:not-sr-only');
  });

  it('shows a labelled sidebar only from 1024 px, 390 px wide', () => {
    render(
      <PageLayout heading="Account" sidebar={<p>Snelle links</p>} sidebarLabel="Meer over je account">
        x
      </PageLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Meer over je account' });
    expect(aside).toHaveClass('hidden', 'tablet-landscape:block', 'w-aside');
    expect(aside).toHaveTextContent('Snelle links');
  });

  it('renders no sidebar without sidebar content', () => {
    render(<PageLayout heading="Account">x</PageLayout>);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('can sit inside a shell that already has a main', () => {
    render(
      <PageLayout heading="Account" as="div">
        x
      </PageLayout>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('can use a level-2 heading for a preview inside another page', () => {
    render(
      <PageLayout heading="Voorbeeld" as="div" headingLevel={2}>
        x
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Voorbeeld' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PageLayout heading="Account" sidebar={<p>Hulp</p>} mainId="main">
        <p>Inhoud</p>
      </PageLayout>,
    );
    await expectNoAxeViolations(container);
  });
});
