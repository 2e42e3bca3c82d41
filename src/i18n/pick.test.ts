import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick';

describe('pickMessages', () => {
  const dictionary = {
    'payment.title': 'Betaalgegevens',
    'payment.iban.label': 'IBAN',
    'paymentx.other': 'niet',
    'common.back': 'Terug',
    'common.next': 'Volgende',
  };

  it('picks the keys under a prefix ending in a dot and the keys named exactly', () => {
    expect(pickMessages(dictionary, ['payment.', 'common.back'])).toEqual({
      'payment.title': 'Betaalgegevens',
      'payment.iban.label': 'IBAN',
      'common.back': 'Terug',
    });
  });

  it('answers the same frozen object for the same dictionary and prefixes, and picks again for others', () => {
    const first = pickMessages(dictionary, ['common.']);
    expect(pickMessages(dictionary, ['common.'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(pickMessages({ ...dictionary, 'common.back': 'Vorige' }, ['common.'])).toEqual({
      'common.back': 'Vorige',
      'common.next': 'Volgende',
    });
    expect(pickMessages(dictionary, ['common.next'])).toEqual({ 'common.next': 'Volgende' });
  });
});
