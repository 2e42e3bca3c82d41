// @vitest-environment jsdom
import '../test-utils/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { List } from './list';

function Lists() {
  return (
    <div>
      <List.Unordered aria-label="Voordelen">
        <List.Item>Elke dag de krant</List.Item>
        <List.Item>Digitaal lezen</List.Item>
      </List.Unordered>
      <List.Ordered aria-label="Stappen">
        <List.Item>Kies een datum</List.Item>
        <List.Item>Bevestig</List.Item>
        <List.Item>Klaar</List.Item>
      </List.Ordered>
      <List.Description>
        <List.DescriptionItem>
          <List.Term>Bezorgdag</List.Term>
          <List.Details>Maandag tot en met zaterdag</List.Details>
        </List.DescriptionItem>
      </List.Description>
    </div>
  );
}

describe('List', () => {
  // The bullets and numbers (Tailwind's reset removes them) are measured in Chromium: tests/e2e/design-system.spec.ts.
  it('renders an unordered list as a ul and an ordered list as an ol', () => {
    render(<Lists />);
    const unordered = screen.getByRole('list', { name: 'Voordelen' });
    const ordered = screen.getByRole('list', { name: 'Stappen' });
    expect(unordered.tagName).toBe('UL');
    expect(within(unordered).getAllByRole('listitem')).toHaveLength(2);
    expect(ordered.tagName).toBe('OL');
    expect(within(ordered).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders a description list of terms and details', () => {
    render(<Lists />);
    expect(screen.getByRole('term')).toHaveTextContent('Bezorgdag');
    expect(screen.getByRole('definition')).toHaveTextContent('Maandag tot en met zaterdag');
    expect(screen.getByRole('term').closest('dl')).toHaveAttribute('data-list', 'description');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Lists />);
    await expectNoAxeViolations(container);
  });
});
