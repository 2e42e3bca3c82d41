/**
 * E-mail change and phone verification through the account module's trusted documents, against a migrated PGlite,
 * with the real mail/SMS ports (outbox), codes and rate limiter. Every operation is checked for another account's
 * id (answered exactly like an id that does not exist) and for a brand that switched the area off.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildAccount, useTestDb } from '../../../../../tests/fixtures/db';
import { BRANDS } from '../../../../brands/registry';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../../../../content/dataset/source/feature-flags';
import { TRANSLATIONS } from '../../../../content/dataset/source/translations';
import type { FeatureFlags } from '../../../../content/queries/feature-flags';
import { createTranslator } from '../../../../i18n/translate';
import { createGraphQLClient } from '../../../../lib/graphql/client';
import {
  ChangeEmailDocument,
  ConfirmEmailChangeDocument,
  StartPhoneNumberChallengeDocument,
  VerifyPhoneNumberDocument,
} from '../../../../lib/graphql/generated/graphql';
import { accounts, outbox, type Account } from '../../../db/schema';
import { confirmEmailChange, EMAIL_CHANGE_TTL_MS, findAccount } from '../../../domain/account';
import { log } from '../../../log';
import { setSmsSender, SmsDeliveryError } from '../../../ports/sms';
import { createGraphQLHandler } from '../../yoga';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const dutch = createTranslator(Object.fromEntries(Object.entries(TRANSLATIONS).map(([key, text]) => [key, text.nl])));

const testDb = useTestDb();

function flags(overrides: Partial<FeatureFlags> = {}): FeatureFlags {
  return { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('ad'), ...overrides };
}

function clientFor(account: Account, featureFlags: FeatureFlags = flags()) {
  const yoga = createGraphQLHandler({ production: true });
  const locals: App.Locals = {
    preview: false,
    language: 'nl',
    origin: 'WEB',
    clientSettings: { showLogoutButton: true, hasWebviewLimitation: false, userLanguagePreference: 'nl' },
    t: dutch,
    translations: {},
    brand: BRANDS.ad,
    flags: featureFlags,
    account: { id: account.id, sessionId: `session-${account.id}`, email: account.email, deletionPending: false },
  };
  return createGraphQLClient({
    endpoint: 'http://ad.localhost:4321/api/graphql',
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      yoga.fetch(new Request(input, init), { locals, db: testDb.db })) as typeof fetch,
  });
}

/** The outbox messages to one recipient, oldest first. */
async function sentTo(recipient: string) {
  const rows = await testDb.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function tokenOf(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe('http://ad.localhost:4321');
  expect(url.pathname).toBe('/account/e-mail-bevestigen');
  return url.searchParams.get('token')!;
}

function codeOf(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const refusal = (code: string, field: string | null = null) => ({ ok: false, violations: [{ code, field }] });

describe('changeEmail and confirmEmailChange', () => {
  it('sends a 24-hour link to the new address, changes the address only through it, then tells the old one', async () => {
    const anna = await buildAccount(testDb.db, { email: 'anna.oud@example.nl' });
    const client = clientFor(anna);

    const { changeEmail } = await client.request(ChangeEmailDocument, {
      accountId: anna.id,
      newEmail: ' Anna.Nieuw@Example.NL ',
    });

    expect(changeEmail).toEqual({ ok: true, violations: [], newEmail: 'anna.nieuw@example.nl' });
    expect((await findAccount(testDb.db, anna.id))!.email).toBe('anna.oud@example.nl');
    const [mail] = await sentTo('anna.nieuw@example.nl');
    expect(mail).toMatchObject({ channel: 'mail', brandKey: 'ad', subject: 'Bevestig je nieuwe e-mailadres' });
    expect(mail!.text).toContain('24 uur geldig');
    const token = tokenOf(mail!.text);

    const { confirmEmailChange: confirmed } = await client.request(ConfirmEmailChangeDocument, {
      accountId: anna.id,
      token,
    });

    expect(confirmed).toEqual({
      ok: true,
      violations: [],
      account: { id: anna.id, username: 'anna.nieuw@example.nl' },
    });
    const [notice] = await sentTo('anna.oud@example.nl');
    expect(notice).toMatchObject({ subject: 'Je e-mailadres is gewijzigd' });
    expect(notice!.text).toContain('anna.nieuw@example.nl');

    // Single use.
    const again = await client.request(ConfirmEmailChangeDocument, { accountId: anna.id, token });
    expect(again.confirmEmailChange).toEqual({ ...refusal('EMAIL_LINK_INVALID'), account: null });
  });

  it('refuses a malformed or unchanged address on the field', async () => {
    const bram = await buildAccount(testDb.db, { email: 'bram.mail@example.nl' });
    const client = clientFor(bram);
    const ask = (newEmail: string) => client.request(ChangeEmailDocument, { accountId: bram.id, newEmail });

    expect((await ask('bram@')).changeEmail).toEqual({ ...refusal('EMAIL_INVALID', 'new_email'), newEmail: null });
    expect((await ask('BRAM.mail@example.nl')).changeEmail).toEqual({
      ...refusal('EMAIL_UNCHANGED', 'new_email'),
      newEmail: null,
    });
  });

  it("answers an address of another account exactly like a free one, and tells that address's owner instead", async () => {
    const bram = await buildAccount(testDb.db, { email: 'bram.twee@example.nl' });
    const owner = await buildAccount(testDb.db, { email: 'bezet@example.nl' });
    const client = clientFor(bram);
    const ask = (newEmail: string) => client.request(ChangeEmailDocument, { accountId: bram.id, newEmail });

    const taken = await ask('Bezet@example.nl');
    const free = await ask('vrij@example.nl');
    expect(taken.changeEmail).toEqual({ ok: true, violations: [], newEmail: 'bezet@example.nl' });
    expect(free.changeEmail).toEqual({ ok: true, violations: [], newEmail: 'vrij@example.nl' });

    // The owner hears about it, without a link: the address cannot be taken over.
    const [notice] = await sentTo('bezet@example.nl');
    expect(notice).toMatchObject({ subject: 'Iemand wilde dit e-mailadres aan een account koppelen' });
    expect(notice!.text).not.toMatch(/https?:\/\//);
    expect((await findAccount(testDb.db, owner.id))!.email).toBe('bezet@example.nl');
    expect((await findAccount(testDb.db, bram.id))!.email).toBe('bram.twee@example.nl');
    // The throttle counts both alike: the 6th request within 15 minutes is refused for a taken address too.
    for (let i = 2; i <= 5; i += 1) expect((await ask('bezet@example.nl')).changeEmail.ok).toBe(true);
    expect((await ask('bezet@example.nl')).changeEmail).toEqual({ ...refusal('RATE_LIMITED'), newEmail: null });
  });

  it('sends at most 5 links to one address per 15 minutes', async () => {
    const cor = await buildAccount(testDb.db);
    const client = clientFor(cor);
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      results.push(
        (await client.request(ChangeEmailDocument, { accountId: cor.id, newEmail: 'veel@example.nl' })).changeEmail,
      );
    }
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    expect(results[5]).toEqual({ ...refusal('RATE_LIMITED'), newEmail: null });
    expect(await sentTo('veel@example.nl')).toHaveLength(5);
  });

  it("answers another account's id like a missing one, and another account's link like an unknown one", async () => {
    const dirk = await buildAccount(testDb.db, { email: 'dirk@example.nl' });
    const eva = await buildAccount(testDb.db, { email: 'eva@example.nl' });
    const dirkClient = clientFor(dirk);
    const evaClient = clientFor(eva);

    const foreign = await evaClient.request(ChangeEmailDocument, { accountId: dirk.id, newEmail: 'x@example.nl' });
    const missing = await evaClient.request(ChangeEmailDocument, { accountId: MISSING_ID, newEmail: 'x@example.nl' });
    expect(foreign.changeEmail).toEqual({ ...refusal('NOT_FOUND'), newEmail: null });
    expect(missing).toEqual(foreign);
    expect(await sentTo('x@example.nl')).toEqual([]);

    await dirkClient.request(ChangeEmailDocument, { accountId: dirk.id, newEmail: 'dirk.nieuw@example.nl' });
    const token = tokenOf((await sentTo('dirk.nieuw@example.nl'))[0]!.text);

    const byIdOfDirk = await evaClient.request(ConfirmEmailChangeDocument, { accountId: dirk.id, token });
    const inEvasSession = await evaClient.request(ConfirmEmailChangeDocument, { accountId: eva.id, token });
    const unknown = await evaClient.request(ConfirmEmailChangeDocument, { accountId: eva.id, token: 'x'.repeat(43) });

    expect(byIdOfDirk.confirmEmailChange).toEqual({ ...refusal('NOT_FOUND'), account: null });
    expect(inEvasSession.confirmEmailChange).toEqual({ ...refusal('EMAIL_LINK_INVALID'), account: null });
    expect(unknown).toEqual(inEvasSession);
    expect((await findAccount(testDb.db, eva.id))!.email).toBe('eva@example.nl');
    expect((await findAccount(testDb.db, dirk.id))!.email).toBe('dirk@example.nl');

    // The link still works for Dirk.
    const own = await dirkClient.request(ConfirmEmailChangeDocument, { accountId: dirk.id, token });
    expect(own.confirmEmailChange.ok).toBe(true);
  });

  it('refuses a link after 24 hours and a link whose address was taken in the meantime', async () => {
    const fien = await buildAccount(testDb.db);
    const client = clientFor(fien);
    await client.request(ChangeEmailDocument, { accountId: fien.id, newEmail: 'fien.laat@example.nl' });
    const token = tokenOf((await sentTo('fien.laat@example.nl'))[0]!.text);
    const context = { brandKey: 'ad', brandName: 'AD', t: dutch };

    const late = await confirmEmailChange(testDb.db, fien.id, token, {
      ...context,
      now: new Date(Date.now() + EMAIL_CHANGE_TTL_MS + 1000),
    });
    expect(late).toEqual(refusal('EMAIL_LINK_INVALID'));

    await client.request(ChangeEmailDocument, { accountId: fien.id, newEmail: 'fien.bezet@example.nl' });
    const second = tokenOf((await sentTo('fien.bezet@example.nl'))[0]!.text);
    await buildAccount(testDb.db, { email: 'fien.bezet@example.nl' });
    expect(await confirmEmailChange(testDb.db, fien.id, second, context)).toEqual(refusal('EMAIL_IN_USE'));
  });

  it('is refused with FEATURE_DISABLED when the brand has e-mail editing off', async () => {
    const gijs = await buildAccount(testDb.db);
    const client = clientFor(gijs, flags({ isBrandSubscriptionsEmailEditingEnabled: false }));
    const change = await client.request(ChangeEmailDocument, { accountId: gijs.id, newEmail: 'gijs@example.nl' });
    const confirm = await client.request(ConfirmEmailChangeDocument, { accountId: gijs.id, token: 'x'.repeat(43) });
    expect(change.changeEmail).toEqual({ ...refusal('FEATURE_DISABLED'), newEmail: null });
    expect(confirm.confirmEmailChange).toEqual({ ...refusal('FEATURE_DISABLED'), account: null });
    expect(await sentTo('gijs@example.nl')).toEqual([]);
  });
});

describe('startPhoneNumberChallenge and verifyPhoneNumber', () => {
  it('sends a code by SMS, refuses a wrong code on the field and verifies with the right one', async () => {
    const hans = await buildAccount(testDb.db, { phoneNumber: '+31611112222', phoneVerified: false });
    const client = clientFor(hans);

    const { startPhoneNumberChallenge: started } = await client.request(StartPhoneNumberChallengeDocument, {
      accountId: hans.id,
    });
    expect(started).toEqual({
      ok: true,
      violations: [],
      phoneNumber: '+31611112222',
      expiresInSeconds: 600,
      retryAfterSeconds: null,
    });
    const [sms] = await sentTo('+31611112222');
    expect(sms).toMatchObject({ channel: 'sms', brandKey: 'ad', subject: null });
    const code = codeOf(sms!.text);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await client.request(VerifyPhoneNumberDocument, { accountId: hans.id, code: wrong });
    expect(refused.verifyPhoneNumber).toEqual({
      ...refusal('PHONE_CODE_INVALID', 'code'),
      retryAfterSeconds: null,
      account: null,
    });

    const verified = await client.request(VerifyPhoneNumberDocument, { accountId: hans.id, code });
    expect(verified.verifyPhoneNumber).toEqual({
      ok: true,
      violations: [],
      retryAfterSeconds: null,
      account: {
        id: hans.id,
        profile: { contact_information: { phone_number: '+31611112222', phone_verified: true } },
      },
    });
    const again = await client.request(StartPhoneNumberChallengeDocument, { accountId: hans.id });
    expect(again.startPhoneNumberChallenge.violations).toEqual([{ code: 'PHONE_ALREADY_VERIFIED', field: null }]);
  });

  it('sends a new code at most every 30 seconds', async () => {
    const ilse = await buildAccount(testDb.db, { phoneNumber: '+32470998877', phoneVerified: false });
    const client = clientFor(ilse);
    await client.request(StartPhoneNumberChallengeDocument, { accountId: ilse.id });
    const { startPhoneNumberChallenge: soon } = await client.request(StartPhoneNumberChallengeDocument, {
      accountId: ilse.id,
    });
    expect(soon.ok).toBe(false);
    expect(soon.violations).toEqual([{ code: 'PHONE_CODE_TOO_SOON', field: null }]);
    expect(soon.retryAfterSeconds).toBeGreaterThan(0);
    expect(soon.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await sentTo('+32470998877')).toHaveLength(1);
  });

  it('locks after the 4th wrong code, also for the right one', async () => {
    const joris = await buildAccount(testDb.db, { phoneNumber: '+31633334444', phoneVerified: false });
    const client = clientFor(joris);
    await client.request(StartPhoneNumberChallengeDocument, { accountId: joris.id });
    const code = codeOf((await sentTo('+31633334444'))[0]!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        (await client.request(VerifyPhoneNumberDocument, { accountId: joris.id, code: wrong })).verifyPhoneNumber,
      );
    }
    expect(answers.slice(0, 3).map((answer) => answer.violations[0]?.code)).toEqual([
      'PHONE_CODE_INVALID',
      'PHONE_CODE_INVALID',
      'PHONE_CODE_INVALID',
    ]);
    expect(answers[3]!.violations).toEqual([{ code: 'PHONE_CHALLENGE_LOCKED', field: null }]);
    expect(answers[3]!.retryAfterSeconds).toBe(3600);

    const right = await client.request(VerifyPhoneNumberDocument, { accountId: joris.id, code });
    expect(right.verifyPhoneNumber.violations).toEqual([{ code: 'PHONE_CHALLENGE_LOCKED', field: null }]);
    expect((await findAccount(testDb.db, joris.id))!.phoneVerified).toBe(false);
  });

  it('does not verify a number that changed after the code was sent', async () => {
    const kim = await buildAccount(testDb.db, { phoneNumber: '+31655556666', phoneVerified: false });
    const client = clientFor(kim);
    await client.request(StartPhoneNumberChallengeDocument, { accountId: kim.id });
    const code = codeOf((await sentTo('+31655556666'))[0]!.text);
    await testDb.db.update(accounts).set({ phoneNumber: '+31677778888' }).where(eq(accounts.id, kim.id));

    const { verifyPhoneNumber } = await client.request(VerifyPhoneNumberDocument, { accountId: kim.id, code });
    expect(verifyPhoneNumber.violations).toEqual([{ code: 'PHONE_CODE_EXPIRED', field: null }]);
    expect((await findAccount(testDb.db, kim.id))!.phoneVerified).toBe(false);
  });

  it('needs a phone number', async () => {
    const lars = await buildAccount(testDb.db, { phoneNumber: null });
    const { startPhoneNumberChallenge } = await clientFor(lars).request(StartPhoneNumberChallengeDocument, {
      accountId: lars.id,
    });
    expect(startPhoneNumberChallenge.violations).toEqual([{ code: 'PHONE_NUMBER_MISSING', field: null }]);
  });

  it("answers another account's id exactly like an id that does not exist, and sends nothing", async () => {
    const mila = await buildAccount(testDb.db, { phoneNumber: '+31612121212', phoneVerified: false });
    const nora = await buildAccount(testDb.db, { phoneNumber: '+31634343434', phoneVerified: false });
    const client = clientFor(nora);

    const foreign = await client.request(StartPhoneNumberChallengeDocument, { accountId: mila.id });
    const missing = await client.request(StartPhoneNumberChallengeDocument, { accountId: MISSING_ID });
    expect(foreign.startPhoneNumberChallenge).toEqual({
      ...refusal('NOT_FOUND'),
      phoneNumber: null,
      expiresInSeconds: null,
      retryAfterSeconds: null,
    });
    expect(missing).toEqual(foreign);
    expect(await sentTo('+31612121212')).toEqual([]);

    await clientFor(mila).request(StartPhoneNumberChallengeDocument, { accountId: mila.id });
    const code = codeOf((await sentTo('+31612121212'))[0]!.text);
    const verifyForeign = await client.request(VerifyPhoneNumberDocument, { accountId: mila.id, code });
    const verifyMissing = await client.request(VerifyPhoneNumberDocument, { accountId: MISSING_ID, code });
    expect(verifyForeign.verifyPhoneNumber).toEqual({
      ...refusal('NOT_FOUND'),
      retryAfterSeconds: null,
      account: null,
    });
    expect(verifyMissing).toEqual(verifyForeign);
    expect((await findAccount(testDb.db, mila.id))!.phoneVerified).toBe(false);
  });

  it('says so when the SMS provider does not take the message, and lets the subscriber ask again after the wait', async () => {
    const piet = await buildAccount(testDb.db, { phoneNumber: '+31678787878', phoneVerified: false });
    const refused = new SmsDeliveryError('CM.com did not accept the text message', {
      retryable: false,
      providerCode: 303,
    });
    setSmsSender({ name: 'cm', send: async () => Promise.reject(refused) });
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      const { startPhoneNumberChallenge } = await clientFor(piet).request(StartPhoneNumberChallengeDocument, {
        accountId: piet.id,
      });
      expect(startPhoneNumberChallenge).toMatchObject({
        ...refusal('PHONE_SMS_FAILED'),
        phoneNumber: null,
        retryAfterSeconds: 30,
      });
      expect(dutch('PHONE_SMS_FAILED')).toMatch(/niet versturen.*over 30 seconden opnieuw/);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: refused }), 'text message not sent');
    } finally {
      setSmsSender(undefined);
      logged.mockRestore();
    }
    expect(await sentTo('+31678787878')).toEqual([]);
    expect((await findAccount(testDb.db, piet.id))!.phoneVerified).toBe(false);
  });

  it('is refused with FEATURE_DISABLED when the brand has the phone challenge off', async () => {
    const olaf = await buildAccount(testDb.db, { phoneNumber: '+31656565656', phoneVerified: false });
    const client = clientFor(olaf, flags({ isPhoneNumberChallengeEnabled: false }));
    const start = await client.request(StartPhoneNumberChallengeDocument, { accountId: olaf.id });
    const verify = await client.request(VerifyPhoneNumberDocument, { accountId: olaf.id, code: '123456' });
    expect(start.startPhoneNumberChallenge.violations).toEqual([{ code: 'FEATURE_DISABLED', field: null }]);
    expect(verify.verifyPhoneNumber.violations).toEqual([{ code: 'FEATURE_DISABLED', field: null }]);
    expect(await sentTo('+31656565656')).toEqual([]);
  });
});
