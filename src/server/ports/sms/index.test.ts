import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { log } from '../../log';
import { sendSms, setSmsSender, smsAvailable, smsSenderFor, SmsDeliveryError, type SmsSender } from './index';

/** A database that records what goes into the outbox (only the outbox path writes). */
function outboxDb() {
  const rows: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => void rows.push(row) }) } as unknown as Db;
  return { db, rows };
}

const development = { isProduction: false, SMS_SENDERS: '' };
const production = { isProduction: true, SMS_SENDERS: '' };
const message = { brandKey: 'vtmgo', to: '+32470123456', text: 'Je code is 123456.' };

afterEach(() => {
  setSmsSender(undefined);
  vi.restoreAllMocks();
});

describe('the SMS port', () => {
  it('keeps a message in the outbox outside production when no provider is configured', async () => {
    setSmsSender(null);
    const { db, rows } = outboxDb();
    await sendSms(db, message, development);
    expect(rows).toEqual([
      { channel: 'sms', brandKey: 'vtmgo', recipient: '+32470123456', subject: null, text: 'Je code is 123456.' },
    ]);
  });

  it('refuses to send in production without a provider, and writes nothing', async () => {
    setSmsSender(null);
    const { db, rows } = outboxDb();
    await expect(sendSms(db, message, production)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(rows).toEqual([]);
  });

  it('refuses a number that is not E.164 before any provider sees it', async () => {
    const send = vi.fn();
    setSmsSender({ name: 'cm', send });
    const { db } = outboxDb();
    for (const to of ['0612345678', '+0612345678', '+31 6 12345678', '+3161234', `+31${'6'.repeat(14)}`]) {
      await expect(sendSms(db, { ...message, to }, production)).rejects.toMatchObject({ retryable: false });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it("sends through the provider with the brand's sender and a reference of 32 letters and digits", async () => {
    const send = vi.fn<SmsSender['send']>(async () => ({ parts: 1 }));
    setSmsSender({ name: 'cm', send });
    await sendSms(outboxDb().db, message, { isProduction: true, SMS_SENDERS: 'hln=HLN, vtmgo=VTM GO' });
    expect(send).toHaveBeenCalledWith({
      ...message,
      from: 'VTM GO',
      reference: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
  });

  it('logs a failed message as an error with the provider and a masked number, and passes the failure on', async () => {
    const failure = new SmsDeliveryError('CM.com did not accept the text message', {
      retryable: false,
      providerCode: 303,
    });
    setSmsSender({ name: 'cm', send: async () => Promise.reject(failure) });
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await expect(sendSms(outboxDb().db, message, production)).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: failure, provider: 'cm', brand: 'vtmgo', to: '+32…56' }),
      'text message not sent',
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain('470123456');
  });
});

describe('the sender of a brand', () => {
  it('is the one SMS_SENDERS names, else the brand name cut to 11 letters, digits and spaces', () => {
    expect(smsSenderFor('hln', 'hln=HLN Klant,ad=AD')).toBe('HLN Klant');
    expect(smsSenderFor('vtmgo', 'hln=HLN')).toBe('VTM GO');
    expect(smsSenderFor('comp', '')).toBe('ComputerTot');
    expect(() => smsSenderFor('ad', 'ad=Algemeen Dagblad')).toThrow(/1–11 letters/);
  });
});

describe('whether text messages can be sent', () => {
  it('is so with a provider, and outside production with the outbox; not in production without one', () => {
    expect(smsAvailable({ SMS_PROVIDER: 'cm', isProduction: true })).toBe(true);
    expect(smsAvailable({ SMS_PROVIDER: 'outbox', isProduction: false })).toBe(true);
    expect(smsAvailable({ SMS_PROVIDER: 'outbox', isProduction: true })).toBe(false);
  });
});
