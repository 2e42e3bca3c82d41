import { describe, expect, it } from 'vitest';
import {
  CONTACT_CATEGORIES,
  CONTACT_SUB_TOPICS,
  CONTACT_VIOLATIONS as V,
  contactFormHiddenReason,
  contactFormSchema,
  SUB_TOPIC_CATEGORY,
  SUB_TOPIC_SELF_SERVICE,
  subTopicsOf,
} from './contact';
import { FREE_TEXT_VIOLATIONS } from './free-text';
import { violationsOf } from './result';

const valid = {
  category: 'delivery',
  subTopic: 'delivery_holiday_service',
  message: 'Mijn krant komt tijdens mijn vakantie nog steeds.',
  idempotencyKey: '6f1c2d3e-aaaa-bbbb-cccc-123456789012',
};

function codes(input: unknown) {
  const parsed = contactFormSchema.safeParse(input);
  return parsed.success ? [] : violationsOf(parsed.error);
}

describe('the categories and sub-topics', () => {
  it('puts every sub-topic in exactly one category, and every category has one', () => {
    expect(Object.keys(SUB_TOPIC_CATEGORY).sort()).toEqual([...CONTACT_SUB_TOPICS].sort());
    expect(CONTACT_CATEGORIES.flatMap(subTopicsOf).sort()).toEqual([...CONTACT_SUB_TOPICS].sort());
    for (const category of CONTACT_CATEGORIES) expect(subTopicsOf(category).length, category).toBeGreaterThan(0);
  });

  it('points a sub-topic to the self-service screen that solves it first', () => {
    expect(SUB_TOPIC_SELF_SERVICE.delivery_holiday_service).toBe('/vakantieservice');
    expect(SUB_TOPIC_SELF_SERVICE.delivery_moving_house_service).toBe('/verhuisservice/doorgeven');
    expect(SUB_TOPIC_SELF_SERVICE.email_change).toBe('/account/e-mailadres');
    expect(SUB_TOPIC_SELF_SERVICE.other_question).toBe('/klantenservice/veelgestelde-vragen');
    expect(SUB_TOPIC_SELF_SERVICE.privacy).toBeNull();
  });
});

describe('contactFormSchema', () => {
  it('accepts a valid form, with no subscription and no attachments', () => {
    expect(contactFormSchema.parse(valid)).toMatchObject({ subscriptionId: null, attachmentIds: [] });
  });

  it('applies the free-text rule to the message: 1 to 2500 characters, no < > ^ # = / :', () => {
    expect(codes({ ...valid, message: ' \n ' })).toEqual([{ code: FREE_TEXT_VIOLATIONS.empty, field: 'message' }]);
    expect(codes({ ...valid, message: 'zie https://x' })).toEqual([
      { code: FREE_TEXT_VIOLATIONS.forbidden, field: 'message' },
    ]);
    expect(codes({ ...valid, message: 'x'.repeat(2500) })).toEqual([]);
    expect(codes({ ...valid, message: 'x'.repeat(2501) })).toEqual([{ code: V.messageTooLong, field: 'message' }]);
  });

  it('refuses a sub-topic of another category, an unknown one and more than 3 attachments', () => {
    expect(codes({ ...valid, category: 'payment' })).toEqual([{ code: V.subTopicMismatch, field: 'subTopic' }]);
    expect(codes({ ...valid, subTopic: 'nope' })).toEqual([{ code: V.subTopicRequired, field: 'subTopic' }]);
    expect(codes({ ...valid, attachmentIds: ['a', 'b', 'c', 'd'] })).toEqual([
      { code: V.tooManyAttachments, field: 'attachmentIds' },
    ]);
    expect(codes({ ...valid, idempotencyKey: 'x' })).toEqual([{ code: V.keyInvalid, field: 'idempotencyKey' }]);
  });
});

describe('contactFormHiddenReason', () => {
  it('hides the form for newspapers under the draft flag, and while open under the opening-hours flag', () => {
    expect(contactFormHiddenReason({}, 'newspaper', true)).toBeNull();
    expect(contactFormHiddenReason({ isContactFormHiddenForNewspapers: true }, 'newspaper', false)).toBe('newspaper');
    expect(contactFormHiddenReason({ isContactFormHiddenForNewspapers: true }, 'magazine', false)).toBeNull();
    expect(contactFormHiddenReason({ isContactFormHiddenDuringOpeningHours: true }, 'magazine', true)).toBe(
      'openingHours',
    );
    expect(contactFormHiddenReason({ isContactFormHiddenDuringOpeningHours: true }, 'magazine', false)).toBeNull();
  });
});
