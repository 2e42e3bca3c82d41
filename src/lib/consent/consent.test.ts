import { describe, expect, it, vi } from 'vitest';
import { consentStorageKey, createConsentManager } from './consent';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const SETTINGS = { integratorId: 'int-ad', language: 'nl' as const, readOnly: false };

describe('consent manager', () => {
  it('asks until a choice is stored, per integrator id', () => {
    const storage = memoryStorage();
    const consent = createConsentManager(SETTINGS, storage);
    expect(consent.needsChoice()).toBe(true);
    expect(consent.hasFunctionalConsent()).toBe(false);
    const listener = vi.fn();
    consent.onChange(listener);
    consent.decide(true, new Date('2026-01-02T03:04:05Z'));
    expect(listener).toHaveBeenCalledWith({ functional: true, decidedAt: '2026-01-02T03:04:05.000Z' });
    expect(JSON.parse(storage.values.get(consentStorageKey('int-ad'))!)).toEqual({
      functional: true,
      decidedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(createConsentManager(SETTINGS, storage).hasFunctionalConsent()).toBe(true);
    expect(createConsentManager({ ...SETTINGS, integratorId: 'int-hln' }, storage).needsChoice()).toBe(true);
  });

  it('remembers a refusal as a choice without consent', () => {
    const storage = memoryStorage();
    createConsentManager(SETTINGS, storage).decide(false);
    const again = createConsentManager(SETTINGS, storage);
    expect(again.needsChoice()).toBe(false);
    expect(again.hasFunctionalConsent()).toBe(false);
  });

  it('never asks nor writes when read-only, but honours a stored choice', () => {
    const storage = memoryStorage();
    const readOnly = createConsentManager({ ...SETTINGS, readOnly: true }, storage);
    expect(readOnly.needsChoice()).toBe(false);
    expect(readOnly.decide(true)).toBeUndefined();
    expect(storage.values.size).toBe(0);
    storage.setItem(consentStorageKey('int-ad'), JSON.stringify({ functional: true, decidedAt: 'x' }));
    expect(readOnly.hasFunctionalConsent()).toBe(true);
  });

  it('ignores a damaged stored value', () => {
    const storage = memoryStorage();
    storage.setItem(consentStorageKey('int-ad'), '{not json');
    expect(createConsentManager(SETTINGS, storage).needsChoice()).toBe(true);
  });
});
