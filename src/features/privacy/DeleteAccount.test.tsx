// @vitest-environment jsdom
/**
 * The deletion island loads only the confirmation its account uses, and the first screen is whole in the server's
 * HTML: a password account's page has the password field as the server rendered it (no loading state in its place),
 * hydrates without changing it, and sends the password; a code account's page shows the button that sends the code,
 * no password field, and the code boxes once the code was sent.
 */
import '../../ui/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToReadableStream } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { islandTexts } from '../../../tests/fixtures/island-texts';
import { hydrate } from '../../ui/test-utils/hydrate';
import DeleteAccount, { type DeleteAccountProps } from './DeleteAccount';
import { DELETION_MESSAGE_KEYS } from './messages';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/service-client', async (original) => ({
  ...(await original<typeof import('../../lib/service-client')>()),
  services: () => ({ call }),
}));

const messages = { ...islandTexts(DELETION_MESSAGE_KEYS, { language: 'nl' }) } as Record<string, string>;

function props(confirmation: DeleteAccountProps['confirmation']): DeleteAccountProps {
  return { messages, pending: null, confirmation, email: 'lezer@example.nl' };
}

/** The island's HTML as the page's server renders it (Astro's React renderer reads React's stream to its end). */
async function serverHtml(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  return new Response(stream).text();
}

/** The server's HTML in the document, hydrated as Astro hydrates an island, with React's recoverable errors. */
async function hydrated(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(element);
  document.body.append(container);
  const recoverable: unknown[] = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    hydrate(container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable };
}

beforeEach(() => {
  call.mockReset();
  document.body.innerHTML = '';
});

describe('the account deletion', () => {
  it("puts a password account's field in the server's HTML, keeps it on hydration and sends the password", async () => {
    const html = await serverHtml(<DeleteAccount {...props('password')} />);
    expect(html).toContain('type="password"');
    expect(html).toContain('name="password"');
    // Whole, not streamed: no loading state that a script would replace.
    expect(html).not.toMatch(/<template|\$RC|hidden id="S:/);
    expect(html).not.toContain('verification-code');

    const { container, recoverable } = await hydrated(<DeleteAccount {...props('password')} />);
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toContain('name="password"');
    const submit = screen.getByRole('button', { name: messages['privacy.deletion.submit'] });
    await waitFor(() => expect(submit).toBeEnabled());

    call.mockResolvedValue({ pending: { eraseAfter: '2026-12-18T10:00:00.000Z', date: '18 december 2026' } });
    await userEvent.type(screen.getByLabelText(messages['privacy.deletion.password']!), 'geheim-wachtwoord');
    await userEvent.click(submit);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]![1]).toEqual({ action: 'request', password: 'geheim-wachtwoord' });
    expect(await screen.findByTestId('deletion-pending')).toBeInTheDocument();
  });

  it("shows a code account the button that sends the code, no password field, and the code boxes once it's sent", async () => {
    const html = await serverHtml(<DeleteAccount {...props('code')} />);
    expect(html).not.toContain('type="password"');
    expect(html).toContain(messages['privacy.deletion.sendCode']);

    await hydrated(<DeleteAccount {...props('code')} />);
    const send = screen.getByRole('button', { name: messages['privacy.deletion.sendCode'] });
    await waitFor(() => expect(send).toBeEnabled());
    call.mockResolvedValue({ pending: null });
    await userEvent.click(send);
    await waitFor(() => expect(call).toHaveBeenCalledWith(expect.anything(), { action: 'send-code' }));
    expect(await screen.findByRole('group', { name: messages['privacy.deletion.codeLabel'] })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });
});
