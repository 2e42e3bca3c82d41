// @vitest-environment jsdom
/**
 * The contact form's island: a sub-topic that a self-service screen solves points there first; the form uploads a
 * chosen file through an upload link and shows a refused file's Dutch reason; sending shows the case number, with
 * one idempotency key for every send of the same form.
 */
import '../../ui/test-utils/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from './ContactForm';
import { CONTACT_MESSAGE_KEYS } from './messages';
import { islandTexts } from '../../../tests/fixtures/island-texts';

const sent = vi.hoisted(() => ({ submits: [] as unknown[] }));

vi.mock('../../lib/graphql/client', () => ({
  request: (document: unknown, variables: { input: Record<string, unknown> }) => {
    const text = JSON.stringify(document);
    if (text.includes('CreateContactFormUploadLink')) {
      const name = String(variables.input['fileName']);
      return Promise.resolve({
        createContactFormUploadLink: {
          ok: true,
          violations: [],
          attachmentId: `id-${name}`,
          uploadUrl: `/api/contact/upload/${name}`,
          expiresAt: '2030-01-01T00:00:00Z',
        },
      });
    }
    sent.submits.push(variables);
    return Promise.resolve({
      submitContactForm: {
        ok: true,
        violations: [],
        contactCase: {
          id: 'c1',
          caseNumber: 'CS-260119-123456',
          category: 'delivery',
          subTopic: 'delivery_moving_house_service',
          createdAt: '2026-01-19T10:00:00Z',
          attachments: [{ id: 'id-brief.pdf', fileName: 'brief.pdf', mimeType: 'application/pdf', size: 8 }],
        },
      },
    });
  },
}));

const messages = islandTexts(CONTACT_MESSAGE_KEYS);

// The forms load their shared schema (and zod) on first use; loaded once here, so no test waits for the first
// transform of zod on a busy machine.
beforeAll(async () => {
  await import('../../shared/contact');
});

beforeEach(() => {
  sent.submits = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith('virus.png')
          ? new Response(JSON.stringify({ violations: [{ code: 'CONTACT_ATTACHMENT_TYPE', field: 'file' }] }), {
              status: 422,
            })
          : new Response(JSON.stringify({ attachment: {} }), { status: 201 }),
      ),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const group = screen.getByRole('radiogroup', { name: label });
  await user.click(within(group).getByText(option, { exact: true }));
  expect(within(group).getByRole('radio', { name: option })).toBeChecked();
}

describe('ContactForm', () => {
  it('points a sub-topic to its self-service screen first, then offers the form', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        messages={messages}
        selfService={{ delivery_moving_house_service: '/verhuisservice/doorgeven' }}
        subscriptions={[]}
        attachmentsEnabled
        contactPath="/klantenservice/contact"
      />,
    );
    await choose(user, 'Waar gaat je vraag over?', 'Bezorging');
    await choose(user, 'Onderwerp', 'Ik ga verhuizen');
    expect(screen.getByRole('link', { name: 'Regel het zelf' })).toHaveAttribute('href', '/verhuisservice/doorgeven');
    expect(screen.queryByLabelText('Je bericht')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toch een bericht sturen' }));
    expect(screen.getByLabelText('Je bericht')).toBeInTheDocument();
  });

  it('uploads files as they are chosen, shows a refusal in Dutch and sends once with the case number', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        messages={messages}
        selfService={{}}
        subscriptions={[{ subscriptionId: 's1', title: 'AD Zaterdagkrant', subscriptionNumber: '100000001' }]}
        attachmentsEnabled
        contactPath="/klantenservice/contact"
      />,
    );
    await choose(user, 'Waar gaat je vraag over?', 'Iets anders');
    await choose(user, 'Onderwerp', 'Een andere vraag');
    await user.type(screen.getByLabelText('Je bericht'), 'Hoe werkt de puzzel?');
    const input = screen.getByLabelText('Bijlage toevoegen');
    await user.upload(input, [
      new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'virus.png', { type: 'image/png' }),
    ]);
    const list = screen.getByRole('list', { name: 'Gekozen bijlagen' });
    await waitFor(() => expect(within(list).getByText('Geüpload')).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByText('virus.png: Dit bestand is geen PNG, JPEG, GIF of PDF.')).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'virus.png verwijderen' }));
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByText('Je zaaknummer is CS-260119-123456.')).toBeInTheDocument();
    expect(sent.submits).toEqual([
      {
        input: expect.objectContaining({
          category: 'other',
          subTopic: 'other_question',
          subscriptionId: null,
          message: 'Hoe werkt de puzzel?',
          attachmentIds: ['id-brief.pdf'],
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      },
    ]);
    expect(screen.getByRole('link', { name: 'Naar de klantenservice' })).toHaveAttribute(
      'href',
      '/klantenservice/contact',
    );
  });
});
