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

  // Which width shows what (the heading bar below 1024 px, the h1 visibly and the 390 px sidebar from 1024 px) is
  // measured in Chromium: tests/e2e/design-system.spec.ts.
  it('repeats the heading in a bar for the eye only: assistive technology reads it once, as the h1', () => {
    const { container } = render(<PageLayout heading="Facturen">x</PageLayout>);
    const bar = container.querySelector('[data-part="heading-bar"]');
    expect(bar).toHaveTextContent('Facturen');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByText('Facturen', { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' })).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Facturen' }),
    ]);
  });

  it('has a sidebar named by its label', () => {
    render(
      <PageLayout heading="Account" sidebar={<p>Snelle links</p>} sidebarLabel="Meer over je account">
        x
      </PageLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Meer over je account' });
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
