/**
 * The consent manager: the choice a visitor made about functional cookies, per consent
 * integration of the brand (its privacy settings integratorId, language, readOnly). The choice is kept in the
 * browser's local storage under the integrator id, so no cookie is set before consent.
 *
 * readOnly: the brand's consent is managed elsewhere (for instance by the app around a webview); the portal
 * reads a stored choice but never asks and never writes.
 */

export interface PrivacySettings {
  integratorId: string;
  language: 'nl' | 'be';
  readOnly: boolean;
}

export interface ConsentChoice {
  /** Functional (analytics) cookies and the tag manager allowed. */
  functional: boolean;
  /** ISO time of the choice. */
  decidedAt: string;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True when the portal itself asks for consent for this brand: it then shows the banner and, in the footer, the
 * "Cookie-instellingen" button that opens it again. A read-only integration (consent managed elsewhere) never asks.
 */
export function asksConsent(settings: PrivacySettings | null | undefined): boolean {
  return Boolean(settings && !settings.readOnly);
}

/** The storage key of an integration's choice. */
export function consentStorageKey(integratorId: string): string {
  return `mo-consent:${integratorId}`;
}

function parseChoice(raw: string | null): ConsentChoice | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof value.functional !== 'boolean' || typeof value.decidedAt !== 'string') return undefined;
    return { functional: value.functional, decidedAt: value.decidedAt };
  } catch {
    return undefined;
  }
}

export function createConsentManager(settings: PrivacySettings, storage: KeyValueStorage | undefined) {
  const key = consentStorageKey(settings.integratorId);
  const listeners = new Set<(choice: ConsentChoice) => void>();
  const read = (): ConsentChoice | undefined => {
    try {
      return parseChoice(storage?.getItem(key) ?? null);
    } catch {
      return undefined;
    }
  };

  return {
    settings,
    /** The stored choice, if any. */
    choice: read,
    /** True only once the visitor agreed to functional cookies. */
    hasFunctionalConsent: () => read()?.functional === true,
    /** The banner is needed when no choice is stored and this integration may ask. */
    needsChoice: () => !settings.readOnly && read() === undefined,
    /** Stores a choice and tells the listeners; refused for a read-only integration. */
    decide(functional: boolean, now: Date = new Date()): ConsentChoice | undefined {
      if (settings.readOnly) return undefined;
      const choice: ConsentChoice = { functional, decidedAt: now.toISOString() };
      try {
        storage?.setItem(key, JSON.stringify(choice));
      } catch {
        // Without storage the choice holds for this page only.
      }
      for (const listener of listeners) listener(choice);
      return choice;
    },
    /** Calls `listener` on every new choice; returns the unsubscriber. */
    onChange(listener: (choice: ConsentChoice) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConsentManager = ReturnType<typeof createConsentManager>;
