/**
 * Signing in with a passkey on the login page: a button, and the browser's autofill on the e-mail field
 * (conditional mediation: the field says `username webauthn`, and a ceremony waits quietly for the person to pick a
 * passkey from the suggestions). Drawn only once the script runs in a browser that has passkeys: the page stays a
 * plain password form without them.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import { useHost } from './host-context';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  passkeySignIn,
  WebAuthnAbortService,
  type Outcome,
} from './passkey-client';

export interface PasskeySignInLinks {
  /** Where the options come from. */
  options: string;
  /** Where the answer goes. */
  verify: string;
}

export function PasskeySignIn({ links }: { links: PasskeySignInLinks }) {
  const { t } = useHost();
  // Asked during the server render too, so the browser has every text it may show.
  const texts = {
    button: t('identity.passkeys.signIn'),
    cancelled: t('identity.passkeys.signInCancelled'),
    failed: t('identity.passkeys.failed'),
  };
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const finish = (outcome: Outcome, autofill: boolean) => {
    if ('location' in outcome) {
      window.location.assign(outcome.location);
      return true;
    }
    if ('error' in outcome) setError(outcome.error);
    else if (!autofill) setError(texts.cancelled);
    return false;
  };

  const autofill = () => {
    passkeySignIn(links, true, texts.failed)
      .then((outcome) => {
        // An autofill ceremony that ended without a sign-in waits for the next pick.
        if (!finish(outcome, true) && !('cancelled' in outcome)) autofill();
      })
      .catch(() => undefined);
  };

  useEffect(() => {
    if (!browserSupportsWebAuthn()) return;
    setSupported(true);
    let active = true;
    void browserSupportsWebAuthnAutofill().then((available) => {
      if (available && active) autofill();
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // Once per page: the links do not change.
  }, []);

  if (!supported) return null;
  const onClick = () => {
    setBusy(true);
    setError(undefined);
    passkeySignIn(links, false, texts.failed)
      .then((outcome) => {
        if (!finish(outcome, false)) {
          setBusy(false);
          autofill();
        }
      })
      .catch(() => {
        setBusy(false);
        setError(texts.failed);
      });
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" fullWidth loading={busy} onClick={onClick} data-testid="passkey-sign-in">
        {texts.button}
      </Button>
      <p role="alert" className="text-on-negative empty:hidden" data-testid="passkey-error">
        {error}
      </p>
    </div>
  );
}
