/**
 * "Send me a code" on the account host must not tell which addresses have an account. A known
 * and an unknown address go through the same requests, over HTTP, and must get the same answers — the same statuses,
 * the same `Retry-After`, the same page (but for the address itself) — including the throttles: a new code at most
 * every 30 seconds, at most 5 per address in 15 minutes. Only the known address receives mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAccountHost } from '../../src/account-host/server';
import { committedTranslations } from '../../src/content/queries/translations';
import { createTranslator } from '../../src/i18n/translate';
import { handleLogin } from '../../src/server/auth/portal-handlers';
import { outbox, verificationCodes } from '../../src/server/db/schema';
import { CODE_SEND_POLICY } from '../../src/server/ports/rate-limit';
import { browse, CookieJar } from '../fixtures/browser';
import { buildAccount, useTestDb } from '../fixtures/db';
import { startTestAccountHost } from '../fixtures/account-host';

const PORTAL_PORT = 4997;
const t = createTranslator(committedTranslations('nl'));

const testDb = useTestDb();
let host: RunningAccountHost;

/** A browser at the code form of a fresh sign-in interaction; answers the form's URL. */
async function codeForm(jar: CookieJar): Promise<string> {
  const login = await handleLogin(new Request(`http://ad.localhost:${PORTAL_PORT}/api/auth/login`), {
    oidc: { portalPort: PORTAL_PORT, accountHostPort: host.port },
  });
  const toInteraction = await browse(jar, login.headers.get('location')!);
  const interaction = new URL(toInteraction.headers.get('location')!, `http://login.ad.localhost:${host.port}`);
  return `${interaction.href}/code`;
}

/** What an observer sees of one answer: status, Retry-After (rounded to the minute) and the page, address masked. */
async function observed(response: Response, email: string) {
  const retryAfter = response.headers.get('retry-after');
  const html = (await response.text())
    .replaceAll(email, '<adres>')
    // The interaction id in the form actions differs per browser.
    .replace(/\/interaction\/[\w-]+/g, '/interaction/<id>')
    .replace(/"uid":"[\w-]+"/g, '"uid":"<id>"');
  return {
    status: response.status,
    retryAfter: retryAfter === null ? null : Math.ceil(Number(retryAfter) / 60),
    html,
  };
}

beforeAll(async () => {
  host = await startTestAccountHost({
    portalPort: PORTAL_PORT,
    db: testDb.db,
    translator: async () => t,
  });
});

afterAll(async () => {
  await host?.close();
});

describe('"stuur mij een code" on the account host', () => {
  it('answers a known and an unknown address alike, throttles included', async () => {
    const known = (await buildAccount(testDb.db, { email: 'bekend@example.nl' })).email;
    const unknown = 'onbekend@example.nl';
    const answers: Record<string, Array<Awaited<ReturnType<typeof observed>>>> = { [known]: [], [unknown]: [] };

    for (const email of [known, unknown]) {
      const jar = new CookieJar();
      const form = await codeForm(jar);
      // A first request, one right after it (inside the 30 seconds), then past the 30 seconds until the limit.
      answers[email]!.push(await observed(await browse(jar, form, { form: { email } }), email));
      answers[email]!.push(await observed(await browse(jar, form, { form: { email } }), email));
      for (let sent = 1; sent <= CODE_SEND_POLICY.limit; sent += 1) {
        // As if the 30 seconds had passed: the open code is older.
        await testDb.db
          .update(verificationCodes)
          .set({ createdAt: new Date(Date.now() - 60_000) })
          .where(eq(verificationCodes.subject, email));
        answers[email]!.push(await observed(await browse(jar, form, { form: { email } }), email));
      }
    }

    expect(answers[known]!.map(({ status }) => status)).toEqual([200, 429, 200, 200, 200, 200, 429]);
    expect(answers[unknown]).toEqual(answers[known]);
    // Only the account's owner got mail: one code per accepted request.
    expect(await testDb.db.select().from(outbox).where(eq(outbox.recipient, known))).toHaveLength(5);
    expect(await testDb.db.select().from(outbox).where(eq(outbox.recipient, unknown))).toEqual([]);
  });
});
