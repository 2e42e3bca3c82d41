/**
 * The six-digit code entry (sign in by e-mail code, and confirming the address of a new account): the design
 * system's VerificationCode, whose first box carries `autocomplete="one-time-code"` so phones offer the code from the
 * mail. Once the sixth digit is in, the form is sent by itself; the button works without script (the server then
 * reads the six boxes instead of the joined `code`).
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { useKeepEarlyInput } from '../../ui/hydration';
import { VerificationCode } from '../../ui/verification-code';
import { ErrorSummary, summaryErrors } from '../../ui/error-summary';
import { useHost } from './host-context';
import { Heading, OtherWays, Text } from './layout';
import type { InteractionLinks } from './login-page';

/** Id of the element around the code boxes: the error summary links there. */
export const CODE_FIELD_ID = 'code';

export interface CodeEntryPageProps {
  action: string;
  /** Where "send a new code" posts to (it sends the e-mail address again). */
  resendAction: string;
  links: InteractionLinks;
  kind: 'login' | 'register';
  email: string;
  /** `code`: about the code typed (wrong, incomplete); `form`: about the request (locked, too soon, too many). */
  errors?: { code?: string; form?: string };
}

export function CodeEntryPage({ action, resendAction, links, kind, email, errors = {} }: CodeEntryPageProps) {
  const { t } = useHost();
  const [code, setCode] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // Digits typed before the page's script ran are the code's first digits, not boxes the next one empties.
  useKeepEarlyInput(form);
  const sent = useRef(false);
  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, [code]);
  const title = t(kind === 'register' ? 'identity.register.codeTitle' : 'identity.code.enterTitle');
  const hasErrors = Boolean(errors.code || errors.form);
  return (
    <>
      <ErrorSummary
        title={t('identity.host.errorSummaryTitle')}
        errors={summaryErrors([[CODE_FIELD_ID, errors.code]], { message: errors.form })}
      />
      <Heading>{title}</Heading>
      <Text>{t('identity.code.sent', { email })}</Text>
      <form ref={form} method="post" action={action} noValidate className="flex flex-col gap-4" data-code-form="">
        <input type="hidden" name="email" value={email} readOnly />
        <input type="hidden" name="code" value={code} readOnly />
        <div id={CODE_FIELD_ID}>
          <VerificationCode
            label={t('identity.code.label')}
            digitLabel={(position, total) => t('identity.code.digitLabel', { position, total })}
            description={t('identity.code.hint')}
            invalid={Boolean(errors.code)}
            error={errors.code}
            // With errors the summary takes focus first (it names what went wrong).
            focusOnMount={!hasErrors}
            onChange={setCode}
          />
        </div>
        <Button type="submit" fullWidth>
          {t('identity.code.submit')}
        </Button>
      </form>
      <form method="post" action={resendAction}>
        <input type="hidden" name="email" value={email} readOnly />
        <input type="hidden" name="resend" value="1" readOnly />
        <Button type="submit" variant="tertiary" size="small">
          {t('identity.code.resend')}
        </Button>
      </form>
      <OtherWays links={[{ href: links.password, label: t('identity.login.withPassword') }]} />
    </>
  );
}
