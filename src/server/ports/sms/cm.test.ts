import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accepted from './fixtures/cm-accepted.json';
import authenticationFailed from './fixtures/cm-authentication-failed.json';
import rejectedNumber from './fixtures/cm-rejected-number.json';
import { cmNumber, cmSender } from './cm';
import { SmsDeliveryError, type OutgoingSms } from './index';

// The answers are CM's Messaging Gateway shapes (its MessagesResponse); a local server plays CM so that the SDK's own
// request is what is checked, with no network.
let answer: { status: number; body: unknown } = { status: 200, body: accepted };
const requests: Array<{ method?: string; url?: string; contentType?: string; body: unknown }> = [];
let server: Server;
let gatewayUrl: string;

async function read(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests.push({
      method: request.method,
      url: request.url,
      contentType: request.headers['content-type'],
      body: await read(request),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms: OutgoingSms = {
  brandKey: 'vtmgo',
  to: '+31612345678',
  from: 'VTM GO',
  text: 'Je code voor VTM GO is 123456.',
  reference: '4f1c2a9be0d94c3e8b7a6d5c4b3a2910',
};

describe('the CM.com adapter', () => {
  it('writes E.164 numbers the way CM wants them, with 00', () => {
    expect(cmNumber('+31612345678')).toBe('0031612345678');
    expect(cmNumber('+32470123456')).toBe('0032470123456');
  });

  it('sends one SMS with the product token, the sender, the number, the text and our reference', async () => {
    answer = { status: 200, body: accepted };
    requests.length = 0;
    await expect(cmSender({ productToken: 'token-1', gatewayUrl }).send(sms)).resolves.toEqual({ parts: 1 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1.0/message' });
    expect(requests[0]!.contentType).toMatch(/application\/json/);
    expect(requests[0]!.body).toMatchObject({
      messages: {
        authentication: { productToken: 'token-1' },
        msg: [
          {
            from: 'VTM GO',
            to: [{ number: '0031612345678' }],
            body: { type: 'AUTO', content: 'Je code voor VTM GO is 123456.' },
            reference: '4f1c2a9be0d94c3e8b7a6d5c4b3a2910',
            allowedChannels: ['SMS'],
          },
        ],
      },
    });
  });

  it('reports a rejected number with CM words and code, not to be retried', async () => {
    answer = { status: 400, body: rejectedNumber };
    const failure = await cmSender({ productToken: 'token-1', gatewayUrl })
      .send({ ...sms, to: '+31600000000' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsDeliveryError);
    expect(failure).toMatchObject({ retryable: false, providerCode: 303 });
    expect((failure as Error).message).toContain("Gsm '0031600000000' is not a number.");
  });

  it('reports a wrong product token, not to be retried', async () => {
    answer = { status: 400, body: authenticationFailed };
    await expect(cmSender({ productToken: 'wrong', gatewayUrl }).send(sms)).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      retryable: false,
      providerCode: 101,
      message: expect.stringContaining('No account found for the given authentication'),
    });
  });

  it('reports a gateway failure and an unreachable gateway as retryable', async () => {
    answer = { status: 503, body: { details: 'Service Unavailable' } };
    await expect(cmSender({ productToken: 'token-1', gatewayUrl }).send(sms)).rejects.toMatchObject({
      retryable: true,
    });
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(cmSender({ productToken: 'token-1', gatewayUrl: unreachable }).send(sms)).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      retryable: true,
      message: expect.stringContaining('could not be reached'),
    });
  });

  it('does not take an answer that accepted nothing as sent', async () => {
    answer = { status: 200, body: { details: 'Created 0 message(s)', errorCode: 0, messages: [] } };
    await expect(cmSender({ productToken: 'token-1', gatewayUrl }).send(sms)).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
