import { describe, expect, it } from 'vitest';
import { MAX_CO_READERS, SHARED_ACCESS_VIOLATIONS as V } from '../../../shared/shared-access';
import { fullName, isOwnEmail, isShareable, placesLeft } from './rules';
import { inviteExpiry, inviteLimitKey, inviteLink, inviteRefusal, type InviteState } from './rules';

const OWNER = 'owner-account';
const NOW = new Date('2026-03-01T10:00:00Z');

function state(invite: Partial<InviteState['invite']> = {}, subscription: Partial<InviteState['subscription']> = {}) {
  return {
    invite: { ownerAccountId: OWNER, acceptedAt: null, revokedAt: null, expiresAt: inviteExpiry(NOW), ...invite },
    subscription: { accountId: OWNER, digitalAccess: true, status: 'active', ...subscription },
  } as InviteState;
}

describe('invitation keys', () => {
  it('are valid 14 days and link to the accept page of the portal', () => {
    expect(inviteExpiry(NOW)).toEqual(new Date('2026-03-15T10:00:00Z'));
    expect(inviteLink('https://mijn.ad.nl', 'k'.repeat(43))).toBe(
      `https://mijn.ad.nl/abonnementen/uitnodiging/${'k'.repeat(43)}`,
    );
  });

  it('are counted per receiving address', () => {
    expect(inviteLimitKey('lezer@example.nl')).toBe('shared-access-invite:lezer@example.nl');
  });
});

describe('isShareable', () => {
  it('needs digital access on a subscription that has not ended', () => {
    expect(isShareable({ digitalAccess: true, status: 'active' })).toBe(true);
    expect(isShareable({ digitalAccess: true, status: 'suspended' })).toBe(true);
    expect(isShareable({ digitalAccess: false, status: 'active' })).toBe(false);
    expect(isShareable({ digitalAccess: true, status: 'ended' })).toBe(false);
  });
});

describe('placesLeft', () => {
  it('is MAX_CO_READERS minus co-readers and open invitations, never below 0', () => {
    expect(MAX_CO_READERS).toBe(3);
    expect(placesLeft(0)).toBe(3);
    expect(placesLeft(2)).toBe(1);
    expect(placesLeft(3)).toBe(0);
    expect(placesLeft(5)).toBe(0);
    expect(placesLeft(1, 2)).toBe(1);
  });
});

describe('isOwnEmail and fullName', () => {
  it("compares the owner's address without case", () => {
    expect(isOwnEmail('Anna@Example.NL', 'anna@example.nl')).toBe(true);
    expect(isOwnEmail('anna@example.nl', 'bram@example.nl')).toBe(false);
  });

  it('joins the known name parts, or null when none is known', () => {
    expect(fullName('Anna', 'Jansen')).toBe('Anna Jansen');
    expect(fullName(null, 'Jansen')).toBe('Jansen');
    expect(fullName(null, null)).toBeNull();
  });
});

describe('inviteRefusal', () => {
  it('lets another account accept an open invitation of a shareable subscription', () => {
    expect(inviteRefusal(state(), 'reader', NOW)).toBeNull();
  });

  it('refuses a used, revoked or expired invitation', () => {
    expect(inviteRefusal(state({ acceptedAt: NOW }), 'reader', NOW)).toBe(V.inviteUsed);
    expect(inviteRefusal(state({ revokedAt: NOW }), 'reader', NOW)).toBe(V.inviteRevoked);
    expect(inviteRefusal(state({ expiresAt: NOW }), 'reader', NOW)).toBe(V.inviteExpired);
  });

  it('refuses when the subscription changed hands or can no longer be shared', () => {
    expect(inviteRefusal(state({}, { accountId: 'someone-else' }), 'reader', NOW)).toBe(V.notShareable);
    expect(inviteRefusal(state({}, { digitalAccess: false }), 'reader', NOW)).toBe(V.notShareable);
    expect(inviteRefusal(state({}, { status: 'ended' }), 'reader', NOW)).toBe(V.notShareable);
  });

  it("refuses the owner's own invitation", () => {
    expect(inviteRefusal(state(), OWNER, NOW)).toBe(V.inviteOwn);
  });
});
