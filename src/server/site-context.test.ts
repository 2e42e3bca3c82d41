import { describe, expect, it } from 'vitest';
import { brandFlags, PUBLISHED_GENERAL_FLAGS } from '../content/dataset/source/feature-flags';
import type { FeatureFlags } from '../content/queries/feature-flags';
import { servableFlags } from './site-context';

const vtmgo: FeatureFlags = { ...PUBLISHED_GENERAL_FLAGS, ...brandFlags('vtmgo') };

describe('the flags a server can serve', () => {
  it('keeps the phone number check where text messages can be sent', () => {
    expect(vtmgo.isPhoneNumberChallengeEnabled).toBe(true);
    expect(servableFlags(vtmgo, true)).toEqual(vtmgo);
  });

  it('switches the phone number check off where none can be sent, and nothing else', () => {
    expect(servableFlags(vtmgo, false)).toEqual({ ...vtmgo, isPhoneNumberChallengeEnabled: false });
  });
});
