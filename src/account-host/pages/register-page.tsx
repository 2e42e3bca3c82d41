/** Create an account: e-mail address and a new password; a code by mail confirms the address. */
import { Button } from '../../ui/button';
import { PasswordInput } from '../../ui/password-input';
import { ErrorSummary, summaryErrors } from '../../ui/error-summary';
import { useHost } from './host-context';
import { Heading, OtherWays, Text } from './layout';
import { EmailField, type InteractionLinks } from './login-page';

export interface RegisterPageProps {
  action: string;
  links: InteractionLinks;
  email?: string;
  errors?: { email?: string; password?: string; form?: string };
}

export function RegisterPage({ action, links, email, errors = {} }: RegisterPageProps) {
  const { t, brand } = useHost();
  return (
    <>
      <ErrorSummary
        title={t('identity.host.errorSummaryTitle')}
        errors={summaryErrors(
          [
            ['email', errors.email],
            ['password', errors.password],
          ],
          { message: errors.form },
        )}
      />
      <Heading>{t('identity.register.title')}</Heading>
      <Text>{t('identity.register.intro', { brand: brand?.name ?? '' })}</Text>
      <form method="post" action={action} noValidate className="flex flex-col gap-4">
        <EmailField value={email} error={errors.email} />
        <NewPasswordField error={errors.password} />
        <Button type="submit" fullWidth>
          {t('identity.register.submit')}
        </Button>
      </form>
      <OtherWays links={[{ href: links.password, label: t('identity.login.withPassword') }]} />
    </>
  );
}

/** The new-password field of registration and reset, with the length rule as its description. */
export function NewPasswordField({ error }: { error?: string | undefined }) {
  const { t } = useHost();
  return (
    <PasswordInput
      id="password"
      name="password"
      label={t('identity.reset.password')}
      toggleLabel={t('identity.password.show')}
      autoComplete="new-password"
      description={t('identity.reset.passwordHint')}
      error={error}
    />
  );
}
