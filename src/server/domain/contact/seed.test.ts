import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/registry';
import { contactFormSchema, SUB_TOPIC_CATEGORY } from '../../../shared/contact';
import { calendarDate } from '../../../shared/dates';
import { sniffAttachmentType } from '../contact';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { seedAccountId, seedUuid } from '../../db/seed';
import { DEMO_ATTACHMENT_PNG, demoContactRows, SEED_CONTACT_CASES } from './seed';

describe('the demo contact cases', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const { cases, attachments } = demoContactRows(now);

  it('give every demo account on ad and hln a sent case', () => {
    const onAdOrHln = DEMO_ACCOUNTS.filter(
      (account) =>
        ['ad', 'hln'].includes(account.brandKey) ||
        account.subscriptions.some((subscription) => ['ad', 'hln'].includes(subscription.brandKey)),
    );
    expect(onAdOrHln.length).toBeGreaterThanOrEqual(4);
    for (const account of onAdOrHln) {
      const own = cases.filter((row) => row.accountId === seedAccountId(account.email));
      expect(own.length, account.email).toBeGreaterThanOrEqual(1);
      expect(own.every((row) => ['ad', 'hln'].includes(row.brandKey))).toBe(true);
    }
  });

  it('hold what the form would have accepted, numbered as the form numbers its cases', () => {
    for (const [index, row] of cases.entries()) {
      const seedCase = SEED_CONTACT_CASES[index]!;
      const parsed = contactFormSchema.safeParse({
        category: row.category,
        subTopic: row.subTopic,
        subscriptionId: row.subscriptionId,
        message: row.message,
        attachmentIds: [],
        idempotencyKey: row.idempotencyKey,
      });
      expect(parsed.success, seedCase.name).toBe(true);
      expect(SUB_TOPIC_CATEGORY[row.subTopic as keyof typeof SUB_TOPIC_CATEGORY]).toBe(row.category);
      const date = calendarDate(row.createdAt!, BRANDS[row.brandKey as 'ad'].country);
      expect(row.caseNumber).toMatch(new RegExp(`^CS-${date.slice(2).replaceAll('-', '')}-\\d{6}$`));
      expect(row.createdAt!.getTime()).toBeLessThan(now.getTime());
      // About the account's own subscription on that brand, or (an account without one) about the account.
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === seedCase.email)!;
      const own = account.subscriptions.findIndex((subscription) => subscription.brandKey === row.brandKey);
      const expected = own >= 0 ? seedUuid(`subscription:${account.email}:${own}`) : null;
      expect(row.subscriptionId, seedCase.name).toBe(expected);
    }
    expect(new Set(cases.map((row) => row.caseNumber)).size).toBe(cases.length);
    // The same day gives the same rows.
    expect(demoContactRows(now)).toEqual({ cases, attachments });
  });

  it('send one photo with the wet newspaper, a real PNG uploaded before the case was sent', async () => {
    expect(attachments).toHaveLength(1);
    const [photo] = attachments;
    const parent = cases.find((row) => row.id === photo!.caseId)!;
    expect(parent).toMatchObject({ brandKey: 'ad', subTopic: 'delivery_complaint' });
    expect(photo).toMatchObject({ accountId: parent.accountId, brandKey: 'ad', fileName: 'natte-krant.png' });
    expect(photo!.uploadedAt!.getTime()).toBeLessThan(parent.createdAt!.getTime());
    expect(photo!.expiresAt.getTime()).toBeGreaterThan(photo!.uploadedAt!.getTime());
    expect(await sniffAttachmentType(DEMO_ATTACHMENT_PNG)).toBe('image/png');
  });
});
