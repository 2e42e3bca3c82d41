/**
 * A body nobody will use is not read: the real portal (middleware and routes, over HTTP through the node adapter's
 * request conversion) answers an upload or a webhook it refuses as soon as it knows, and closes the connection
 * instead of reading the rest of the body off the socket to reuse it.
 *
 * - An anonymous upload gets its 401, an upload from another site its 403, before the body is read.
 * - A declared Content-Length over the limit (the upload's 5 MiB, the rebuild webhook's 1 MiB, the payment callback's
 *   4 KiB) gets 413 at once; a chunked body gets 413 as soon as it passes the limit.
 * - In every case the answer says `Connection: close` and the server ends the connection: it is never held open.
 *
 * Each request goes over a raw TCP socket: the headers and then the body piece by piece, stopping as soon as the
 * status line arrives. The test asserts that the status line came while most of the body was still unsent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildSubscription } from '../fixtures/db';
import { httpRequest, startPortal, type RunningPortal } from '../fixtures/portal';
import { PIECE, unfinishedBodyExchange } from '../fixtures/raw-http';
import { BODY_LIMITS } from '../../src/server/request-body';
import { MAX_ATTACHMENT_BYTES } from '../../src/shared/contact-codes';

/** The payment callback's own limit (src/pages/api/payments/webhook.ts). */
const PAYMENT_CALLBACK_LIMIT = 4096;
/** A body far larger than any limit: the test must be answered long before it could send it all. */
const HUGE = 256 * 1024 * 1024;

let portal: RunningPortal;
let cookie: string;

beforeAll(async () => {
  portal = await startPortal();
  const account = await buildAccount(portal.db);
  await buildSubscription(portal.db, account.id, { brandKey: 'ad' });
  cookie = await portal.signIn(account);
});

afterAll(async () => {
  await portal?.close();
});

/** The request's answer over a raw socket, its body unfinished (tests/fixtures/raw-http.ts). */
const exchange = (head: string, send: number, chunked: boolean) =>
  unfinishedBodyExchange(portal.port, head, send, chunked);

function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: `ad.localhost:${portal.port}`, ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

const origin = () => portal.origin('ad');
const UPLOAD = '/api/contact/upload/0123456789abcdef0123456789abcdef';

describe('a refused upload or webhook is answered before its body is read, and the connection closes', () => {
  const cases: Array<{
    name: string;
    method: string;
    path: string;
    headers: () => Record<string, string | number>;
    chunked: boolean;
    status: number;
    /** How much of the body the test sends before it waits for the answer: never all of it. */
    send: number;
  }> = [
    {
      name: 'an anonymous upload with a declared 256 MiB: 401',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: origin(), 'content-type': 'image/png', 'content-length': HUGE }),
      chunked: false,
      status: 401,
      send: 2 * PIECE,
    },
    {
      name: 'an anonymous chunked upload: 401',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: origin(), 'content-type': 'image/png', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 401,
      send: 2 * PIECE,
    },
    {
      name: 'an upload from another site: 403',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: 'https://evil.example', cookie, 'content-type': 'image/png', 'content-length': HUGE }),
      chunked: false,
      status: 403,
      send: 2 * PIECE,
    },
    {
      name: 'a signed-in upload declaring more than its 5 MiB: 413',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({
        origin: origin(),
        cookie,
        'content-type': 'image/png',
        'content-length': MAX_ATTACHMENT_BYTES + 1,
      }),
      chunked: false,
      status: 413,
      send: 2 * PIECE,
    },
    {
      name: 'a signed-in chunked upload past its 5 MiB: 413',
      method: 'PUT',
      path: UPLOAD,
      headers: () => ({ origin: origin(), cookie, 'content-type': 'image/png', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 413,
      send: MAX_ATTACHMENT_BYTES + 2 * PIECE,
    },
    {
      name: 'the rebuild webhook declaring more than its 1 MiB: 413',
      method: 'POST',
      path: '/api/rebuild',
      headers: () => ({ 'content-type': 'application/json', 'content-length': BODY_LIMITS.rebuild + 1 }),
      chunked: false,
      status: 413,
      send: 2 * PIECE,
    },
    {
      name: 'the rebuild webhook, chunked past its 1 MiB: 413',
      method: 'POST',
      path: '/api/rebuild',
      headers: () => ({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 413,
      send: BODY_LIMITS.rebuild + 2 * PIECE,
    },
    {
      name: 'the payment callback declaring more than its 4 KiB: 413',
      method: 'POST',
      path: '/api/payments/webhook',
      headers: () => ({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': HUGE }),
      chunked: false,
      status: 413,
      send: 2 * PIECE,
    },
    {
      name: 'the payment callback, chunked past its 4 KiB: 413',
      method: 'POST',
      path: '/api/payments/webhook',
      headers: () => ({ 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }),
      chunked: true,
      status: 413,
      send: PAYMENT_CALLBACK_LIMIT + 2 * PIECE,
    },
  ];

  it.each(cases)('$name', async ({ method, path, headers, chunked, status, send }) => {
    // Answered while the body is unfinished: the server did not wait for the rest of it.
    const answer = await exchange(requestHead(method, path, headers()), send, chunked);
    expect(answer.status).toBe(status);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.closed).toBe(true);
  });
});

describe('a body that is read', () => {
  it('keeps the connection for the next request (only unread bodies close it)', async () => {
    const response = await httpRequest(`${origin()}/api/graphql`, {
      method: 'POST',
      headers: { origin: origin(), cookie, 'content-type': 'application/json', connection: 'keep-alive' },
      body: JSON.stringify({ query: 'query Health { health }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('keep-alive');
  });
});
