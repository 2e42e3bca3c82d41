/** Sign in with e-mail address and password. */
import { Button } from '../../ui/button';
import { PasswordInput } from '../../ui/password-input';
import { TextInput } from '../../ui/text-input';
import { ErrorSummary, summaryErrors } from '../../ui/error-summary';
import { useHost } from './host-context';
import { Heading, OtherWays, Text } from './layout';
import { PasskeySignIn, type PasskeySignInLinks } from './passkey-sign-in';

/** The links between the ways of signing in of one interaction. */
export interface InteractionLinks {
  password: string;
  code: string;
  forgot: string;
  register: string;
  /** Signing in with a passkey (the built-in host's login prompt). */
  passkey?: PasskeySignInLinks;
}

/** The errors a sign-in form can show. */
export interface LoginFormErrors {
  email?: string;
  password?: string;
  /** About the combination (wrong address or password, a lockout): shown at the e-mail address, its field. */
  form?: string;
}

export interface LoginPageProps {
  /** Where the form posts to. */
  action: string;
  links: InteractionLinks;
  /** The e-mail address typed before, shown again after an error. */
  email?: string;
  errors?: LoginFormErrors;
}

/** The e-mail address field of every form, with the attributes that make phones and password managers help. */
export function EmailField({
  value,
  error,
  passkeys = false,
}: {
  value?: string | undefined;
  error?: string | undefined;
  /** Offer the browser's passkeys among the field's suggestions (conditional mediation). */
  passkeys?: boolean;
}) {
  const { t } = useHost();
  return (
    <TextInput
      id="email"
      name="email"
      type="email"
      label={t('identity.login.email')}
      autoComplete={passkeys ? 'username webauthn' : 'username'}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      defaultValue={value}
      error={error}
    />
  );
}

export function LoginPage({ action, links, email, errors = {} }: LoginPageProps) {
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
          { message: errors.form, field: 'email' },
        )}
      />
      <Heading>{t('identity.login.title')}</Heading>
      <Text>{t('identity.login.intro', { brand: brand?.name ?? '' })}</Text>
      <form method="post" action={action} noValidate className="flex flex-col gap-4">
        <EmailField value={email} error={errors.email ?? errors.form} passkeys={Boolean(links.passkey)} />
        <PasswordInput
          id="password"
          name="password"
          label={t('identity.login.password')}
          toggleLabel={t('identity.password.show')}
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" fullWidth>
          {t('identity.login.submit')}
        </Button>
      </form>
      {links.passkey ? <PasskeySignIn links={links.passkey} /> : null}
      <OtherWays
        links={[
          { href: links.forgot, label: t('identity.login.forgotPassword') },
          { href: links.code, label: t('identity.login.withCode') },
          { href: links.register, label: t('identity.login.createAccount') },
        ]}
      />
    </>
  );
}
