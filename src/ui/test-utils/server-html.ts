/**
 * The server HTML of an island in a container of its own, queried like the screen (removed after the test), for a
 * component test whose GraphQL transport is the mock `request`. Reading a query store while rendering starts its read
 * a moment later (nanostores mounts a store that is read): it gets an answer that never comes, and `remove` waits for
 * it to start, so that it does not take the next test's answers.
 */
import { waitFor, within } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

export function serverHtml(request: Mock, html: string) {
  request.mockReturnValue(new Promise(() => {}));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return {
    ...within(container),
    container,
    remove: async () => {
      container.remove();
      await waitFor(() => expect(request).toHaveBeenCalled());
    },
  };
}
