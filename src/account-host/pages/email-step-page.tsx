/** Asks for the e-mail address to send a sign-in code or a forgotten-password link to. */
import { Button } from '../../ui/button';
import { ErrorSummary, summaryErrors } from '../../ui/error-summary';
import { useHost } from './host-context';
import { Heading, OtherWays, Text } from './layout';
import { EmailField, type InteractionLinks } from './login-page';

export interface EmailStepPageProps {
  action: string;
  links: InteractionLinks;
  /** Which page: ask for a sign-in code, or for a forgotten-password link. */
  kind: 'code' | 'forgot';
  email?: string;
  /** `form`: about the whole request (too many mails sent). */
  errors?: { email?: string; form?: string };
}

export function EmailStepPage({ action, links, kind, email, errors = {} }: EmailStepPageProps) {
  const { t } = useHost();
  const prefix = kind === 'code' ? 'identity.code' : 'identity.forgot';
  return (
    <>
      <ErrorSummary
        title={t('identity.host.errorSummaryTitle')}
        errors={summaryErrors([['email', errors.email]], { message: errors.form })}
      />
      <Heading>{t(`${prefix}.title`)}</Heading>
      <Text>{t(`${prefix}.intro`)}</Text>
      <form method="post" action={action} noValidate className="flex flex-col gap-4">
        <EmailField value={email} error={errors.email} />
        <Button type="submit" fullWidth>
          {t(kind === 'code' ? 'identity.code.send' : 'identity.forgot.submit')}
        </Button>
      </form>
      <OtherWays
        links={[
          { href: links.password, label: t('identity.login.withPassword') },
          kind === 'forgot' ? { href: links.code, label: t('identity.login.withCode') } : undefined,
          { href: links.register, label: t('identity.login.createAccount') },
        ]}
      />
    </>
  );
}
