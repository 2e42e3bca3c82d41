// @vitest-environment jsdom
import './dom';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';

describe('expectNoAxeViolations', () => {
  it('passes for accessible markup', async () => {
    const { container } = render(
      <label>
        Naam <input type="text" />
      </label>,
    );
    await expectNoAxeViolations(container);
  });

  it('fails for a button without a name', async () => {
    const { container } = render(<button type="button" />);
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/button-name/);
  });
});
