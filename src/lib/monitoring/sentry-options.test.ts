// @vitest-environment jsdom
/**
 * Every monitoring rule proven on events Sentry itself builds: a real BrowserClient with a transport that only
 * records the envelopes it would send.
 */
import { BrowserClient, defaultStackParser } from '@sentry/browser';
import { createTransport, type Envelope, type Event } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACE_RATE,
  environmentFromBranch,
  REPLAY_OPTIONS,
  scrubText,
  sentryOptions,
  traceSampleRate,
} from './sentry-options';

function recordingClient(branch = 'main') {
  const sent: Envelope[] = [];
  const client = new BrowserClient({
    dsn: 'https://public@sentry.example.invalid/1',
    ...sentryOptions(branch),
    integrations: [],
    stackParser: defaultStackParser,
    transport: (options) =>
      createTransport(options, async (request) => {
        sent.push(request.body as unknown as Envelope);
        return { statusCode: 200 };
      }),
  });
  // The envelope a transport gets is serialised; record the events before that through a hook instead.
  const events: Event[] = [];
  client.on('beforeEnvelope', (envelope) => {
    for (const [header, payload] of envelope[1]) {
      if (header.type === 'event' || header.type === 'transaction') events.push(payload as Event);
    }
  });
  client.init();
  return { client, events, sent };
}

async function capture(event: Event, branch?: string): Promise<Event | undefined> {
  const { client, events } = recordingClient(branch);
  client.captureEvent(event);
  await client.flush(500);
  return events[0];
}

describe('environment and rates', () => {
  it('takes the environment from the build branch', () => {
    expect(environmentFromBranch('develop')).toBe('acceptance');
    expect(environmentFromBranch('main')).toBe('production');
    expect(environmentFromBranch('feature/x')).toBe('test');
    expect(environmentFromBranch(undefined)).toBe('test');
    expect(sentryOptions('develop').environment).toBe('acceptance');
  });

  it('samples /betaalservice, exactly /app-integration and non-production fully, the rest at 0.0005', () => {
    expect(traceSampleRate('/betaalservice', 'production')).toBe(1);
    expect(traceSampleRate('/betaalservice/wijzigen/status/ok', 'production')).toBe(1);
    expect(traceSampleRate('/app-integration', 'production')).toBe(1);
    expect(traceSampleRate('/app-integration/x', 'production')).toBe(DEFAULT_TRACE_RATE);
    expect(traceSampleRate('/facturen', 'production')).toBe(0.0005);
    expect(traceSampleRate('/facturen', 'acceptance')).toBe(1);
    expect(traceSampleRate('/facturen', 'test')).toBe(1);
    const sampler = sentryOptions('main').tracesSampler;
    expect(sampler({ name: 'GET /betaalservice/wijzigen' })).toBe(1);
    expect(sampler({ name: 'pageload', attributes: { 'url.path': '/app-integration' } })).toBe(1);
    expect(sampler({ name: 'GET /account' })).toBe(0.0005);
  });

  it('profiles half, replays nothing, and does not mask replay text', () => {
    const options = sentryOptions('main');
    expect(options.profilesSampleRate).toBe(0.5);
    expect(options.replaysSessionSampleRate).toBe(0);
    expect(options.replaysOnErrorSampleRate).toBe(0);
    expect(REPLAY_OPTIONS.maskAllText).toBe(false);
    expect(options.sendDefaultPii).toBe(false);
  });
});

describe('drop rules', () => {
  it('keeps an ordinary error', async () => {
    const event = await capture({ exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } });
    expect(event?.exception?.values?.[0]?.type).toBe('TypeError');
  });

  it('drops errors from the third-party media-services script', async () => {
    const event = await capture({
      exception: {
        values: [
          {
            type: 'Error',
            value: 'player failed',
            stacktrace: {
              frames: [{ filename: 'https://cdn.example.com/media-services/loader.js', function: 'init' }],
            },
          },
        ],
      },
    });
    expect(event).toBeUndefined();
  });

  it('drops framework redirect pseudo-errors', async () => {
    expect(
      await capture({ exception: { values: [{ type: 'Error', value: 'NEXT_REDIRECT;replace;/login' }] } }),
    ).toBeUndefined();
    expect(await capture({ exception: { values: [{ type: 'ResponseSentError', value: 'sent' }] } })).toBeUndefined();
  });

  it('drops 404 transactions and keeps others', async () => {
    const transaction = (status: number, name: string): Event => ({
      type: 'transaction',
      transaction: name,
      start_timestamp: 1,
      timestamp: 2,
      contexts: {
        trace: {
          trace_id: 'a'.repeat(32),
          span_id: 'b'.repeat(16),
          op: 'http.server',
          data: { 'http.response.status_code': status },
        },
      },
    });
    expect(await capture(transaction(404, 'GET /bestaat-niet'))).toBeUndefined();
    expect((await capture(transaction(200, 'GET /account')))?.transaction).toBe('GET /account');
  });

  it('drops incomplete navigation transactions', async () => {
    const navigation = (reason: string): Event => ({
      type: 'transaction',
      transaction: '/facturen',
      start_timestamp: 1,
      timestamp: 2,
      contexts: {
        trace: {
          trace_id: 'a'.repeat(32),
          span_id: 'b'.repeat(16),
          op: 'navigation',
          data: { 'sentry.idle_span_finish_reason': reason },
        },
      },
    });
    expect(await capture(navigation('cancelled'))).toBeUndefined();
    expect(await capture(navigation('idleTimeout'))).toBeDefined();
  });
});

describe('personal data', () => {
  it('scrubs the user, cookies, identifying headers, bodies and personal data in texts', async () => {
    const event = await capture({
      message: 'Mail naar jan.devries@example.nl of bel +31 6 12345678 over NL91ABNA0417164300, 1012 LG',
      user: { id: 'acc-1', email: 'jan.devries@example.nl', ip_address: '10.0.0.1', username: 'jan' },
      request: {
        url: 'https://mijn.ad.nl/account?email=jan.devries@example.nl',
        cookies: { mo_session: 'secret' },
        headers: { cookie: 'mo_session=secret', 'user-agent': 'Chromium', authorization: 'Bearer x' },
        data: { new_password: 'geheim' },
      },
      breadcrumbs: [{ message: 'klik op an.peeters@example.be', timestamp: 1 }],
      exception: { values: [{ type: 'Error', value: 'Onbekend adres jan.devries@example.nl' }] },
    });
    expect(event).toBeDefined();
    const json = JSON.stringify(event);
    expect(json).not.toMatch(/example\.(nl|be)|secret|geheim|Bearer|10\.0\.0\.1|NL91ABNA|12345678|1012 LG/);
    expect(event!.user).toEqual({ id: 'acc-1' });
    expect(event!.request?.headers).toEqual({ 'user-agent': 'Chromium' });
    expect(event!.message).toBe('Mail naar [e-mail] of bel [telefoon] over [iban], [postcode]');
  });

  it('scrubs Belgian numbers too', () => {
    expect(scrubText('bel 0470 12 34 56 of +32 470 12 34 56')).not.toMatch(/\d{2} \d{2} \d{2}/);
    expect(scrubText('BE68 5390 0754 7034')).toBe('[iban]');
  });
});

describe('personal data in transactions and spans', () => {
  /** A transaction as the browser SDK builds it for a form submission, personal data everywhere it can go. */
  const transaction = (): Event => ({
    type: 'transaction',
    transaction: 'POST /api/graphql',
    start_timestamp: 1,
    timestamp: 2,
    contexts: {
      trace: {
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        span_id: '00f067aa0ba902b7',
        op: 'http.server',
        data: {
          'http.response.status_code': 200,
          'url.full': 'https://mijn.ad.nl/verhuisservice?email=jan.devries@example.nl&postcode=1012LG&huisnummer=15',
        },
      },
      form: { summary: 'Nieuw adres 1012 LG 15-2, bel 06-12345678' },
    },
    tags: { contact: 'an.peeters@example.be', brand: 'ad' },
    extra: {
      variables: { newEmail: 'nieuw@example.nl', iban: 'NL91ABNA0417164300', zip_code: '2000', house_number: '7' },
      note: 'Rekening NL91 ABNA 0417 1643 00',
    },
    spans: [
      {
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        span_id: '1111111111111111',
        parent_span_id: '00f067aa0ba902b7',
        start_timestamp: 1,
        timestamp: 2,
        op: 'http.client',
        description: 'GET /api/adres?postcode=1012 LG&huisnummer=15 voor jan.devries@example.nl',
        data: {
          'http.url': 'https://mijn.ad.nl/api/pass?email=jan.devries@example.nl',
          'http.query': 'telefoon=+32 470 12 34 56',
          'graphql.variables': JSON.stringify({ iban: 'BE68539007547034' }),
          'http.response.status_code': 200,
        },
      },
      {
        trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
        span_id: '2222222222222222',
        start_timestamp: 1,
        timestamp: 2,
        op: 'db',
        data: {},
        description:
          "select * from address where postcode_huisnummer = '1012LG 15' and email = 'jan.devries@example.nl'",
      },
    ],
  });

  it('scrubs e-mail, phone, IBAN and postcode with house number from spans, contexts, tags and extra', async () => {
    const event = await capture(transaction());
    expect(event).toBeDefined();
    const json = JSON.stringify(event);
    expect(json).not.toMatch(/example\.(nl|be)|12345678|470 12 34 56|NL91|ABNA|BE68|1012 ?LG|huisnummer=15|15-2/);
    const spans = event!.spans ?? [];
    expect(spans).toHaveLength(2);
    expect(spans[0]?.description).toBe('GET /api/adres?postcode=[verwijderd]&huisnummer=[verwijderd] voor [e-mail]');
    expect(spans[1]?.description).toBe(
      "select * from address where postcode_huisnummer = '[postcode]' and email = '[e-mail]'",
    );
    expect(spans[0]?.data?.['http.response.status_code']).toBe(200);
    expect(event!.tags).toEqual({ contact: '[e-mail]', brand: 'ad' });
    expect(event!.extra?.['variables']).toEqual({
      newEmail: '[verwijderd]',
      iban: '[verwijderd]',
      zip_code: '[verwijderd]',
      house_number: '[verwijderd]',
    });
    expect(event!.extra?.['note']).toBe('Rekening [iban]');
    const trace = event!.contexts?.trace as { trace_id: string; span_id: string; data: Record<string, unknown> };
    expect(trace.trace_id).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(trace.span_id).toBe('00f067aa0ba902b7');
    expect(trace.data['http.response.status_code']).toBe(200);
    expect(event!.contexts?.['form']).toEqual({ summary: 'Nieuw adres [postcode], bel [telefoon]' });
  });

  it('scrubs a postcode followed by its house number as one', () => {
    expect(scrubText('Dorpsstraat 1, 1012 LG 15')).toBe('Dorpsstraat 1, [postcode]');
    expect(scrubText('1012LG 15a')).toBe('[postcode]');
    expect(scrubText('1012 LG, 7')).toBe('[postcode]');
    expect(scrubText('wacht 1000 ms')).toBe('wacht 1000 ms');
    expect(scrubText('/api/adres?postcode=2000&huisnummer=7&land=BE')).toBe(
      '/api/adres?postcode=[verwijderd]&huisnummer=[verwijderd]&land=BE',
    );
  });
});
