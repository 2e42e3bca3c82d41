/**
 * The app-integration tool (/app-integration): for app developers. Lists every app route, opens the chosen one
 * in a new window as the WEBVIEW origin with the chosen client settings, and shows what that page received (its
 * page context: origin, client settings, account, analytics category — as the page itself rendered them, never
 * recomputed here). Opened by someone signed out, a route that needs an account sends its window to the sign-in on the
 * account host, another origin: the tool says at once that the page needs a sign-in instead of waiting for a page
 * context that cannot come.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { useHydrated, useKeepEarlyInput } from '../../ui/hydration';
import { Checkbox } from '../../ui/checkbox';
import { NotificationBanner } from '../../ui/notification-banner';
import { RadioGroup } from '../../ui/radio-group';
import { TextInput } from '../../ui/text-input';
import { appLaunchUrl, fillRoute, languagePreferenceCookie, routeParameters } from './app-routes';
import { readPageContext, type PageContext } from './page-context';

export interface AppIntegrationToolProps {
  /**
   * Every app route (APP_ROUTES of src/features/areas.ts), from the page: the island would otherwise bring every
   * area's manifest into the browser to derive them.
   */
  appRoutes: readonly string[];
  /** The brand of this host, the default brand_id. */
  brandKey: string;
  /** Translations appIntegration.* and UNAUTHENTICATED (shown when the opened page asks to sign in). */
  messages: Record<string, string>;
  /** Whether the visitor of this page is signed in (the opened pages share the session). */
  signedIn?: boolean;
}

type Received =
  | { status: 'none' }
  | { status: 'blocked' }
  | { status: 'unreadable' }
  | { status: 'signIn' }
  | { status: 'ok'; context: PageContext };

const PARAMETER_LABELS: Record<string, string> = {
  brand_id: 'appIntegration.brandId',
  subscription_id: 'appIntegration.subscriptionId',
};

export default function AppIntegrationTool({ appRoutes, brandKey, messages, signedIn }: AppIntegrationToolProps) {
  const m = (key: string) => messages[key] ?? '';
  // Opening a route needs the island: until it has hydrated the button is disabled, so no press is silently lost.
  const hydrated = useHydrated();
  const earlyInput = useKeepEarlyInput<HTMLDivElement>();
  const [route, setRoute] = useState(appRoutes[0]!);
  const [values, setValues] = useState<Record<string, string>>({ brand_id: brandKey, subscription_id: '' });
  const [showLogoutButton, setShowLogoutButton] = useState(true);
  const [hasWebviewLimitation, setHasWebviewLimitation] = useState(false);
  const [language, setLanguage] = useState('none');
  const [received, setReceived] = useState<Received>({ status: 'none' });
  const [openedUrl, setOpenedUrl] = useState<string>();

  const parameters = routeParameters(route);

  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = appLaunchUrl(fillRoute(route, values), { showLogoutButton, hasWebviewLimitation });
    // The user's language preference travels as the mo-site-language cookie, as it does for a real user.
    document.cookie = languagePreferenceCookie(
      language === 'nl' || language === 'be' ? language : undefined,
      window.location.protocol === 'https:',
    );
    setOpenedUrl(url);
    setReceived({ status: 'none' });
    const opened = window.open(url, 'mo-app-integration');
    if (!opened) {
      setReceived({ status: 'blocked' });
      return;
    }
    // Same origin: once the page has loaded, its page context tells what it received.
    const read = () => {
      const context = opened.document ? readPageContext(opened.document) : undefined;
      setReceived(context ? { status: 'ok', context } : { status: 'unreadable' });
    };
    const started = Date.now();
    const poll = window.setInterval(() => {
      let ready: boolean;
      try {
        ready = opened.location.href !== 'about:blank' && opened.document.readyState === 'complete';
      } catch {
        // Another origin: for someone signed out that is the sign-in the route asked for, which no waiting changes.
        if (!signedIn) {
          window.clearInterval(poll);
          setReceived({ status: 'signIn' });
          return;
        }
        ready = false;
      }
      if (ready || Date.now() - started > 15_000 || opened.closed) {
        window.clearInterval(poll);
        if (ready) read();
        else setReceived({ status: 'unreadable' });
      }
    }, 200);
  };

  return (
    // Route paths and the opened address are long words without spaces: they may break anywhere rather than push
    // the page sideways at 375 px.
    <div ref={earlyInput} className="flex min-w-0 flex-col gap-8 [overflow-wrap:anywhere]">
      <form onSubmit={open} className="flex flex-col gap-6" aria-labelledby="app-routes-title">
        <h2 id="app-routes-title" className="font-brand text-xl font-bold">
          {m('appIntegration.routesTitle')}
        </h2>
        <RadioGroup
          label={m('appIntegration.route')}
          value={route}
          onValueChange={(details) => details.value && setRoute(details.value)}
          options={appRoutes.map((path) => ({ value: path, label: path }))}
        />
        {parameters.map((name) => (
          <TextInput
            key={name}
            label={m(PARAMETER_LABELS[name] ?? '') || name}
            value={values[name] ?? ''}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-brand text-lg font-bold">{m('appIntegration.settingsTitle')}</legend>
          <Checkbox
            label={m('appIntegration.showLogoutButton')}
            checked={showLogoutButton}
            onCheckedChange={(details) => setShowLogoutButton(details.checked === true)}
          />
          <Checkbox
            label={m('appIntegration.hasWebviewLimitation')}
            checked={hasWebviewLimitation}
            onCheckedChange={(details) => setHasWebviewLimitation(details.checked === true)}
          />
          <RadioGroup
            label={m('appIntegration.userLanguagePreference')}
            value={language}
            onValueChange={(details) => details.value && setLanguage(details.value)}
            options={['none', 'nl', 'be'].map((value) => ({ value, label: m(`appIntegration.language.${value}`) }))}
          />
        </fieldset>
        <div>
          <Button type="submit" disabled={!hydrated}>
            {m('appIntegration.open')}
          </Button>
        </div>
      </form>

      <section aria-labelledby="app-received-title" aria-live="polite" className="flex flex-col gap-3">
        <h2 id="app-received-title" className="font-brand text-xl font-bold">
          {m('appIntegration.receivedTitle')}
        </h2>
        {openedUrl && (
          <p>
            {m('appIntegration.url')}: <code data-testid="app-url">{openedUrl}</code>
          </p>
        )}
        {received.status === 'none' && <p>{m('appIntegration.receivedEmpty')}</p>}
        {received.status === 'blocked' && (
          <NotificationBanner variant="warning">{m('appIntegration.popupBlocked')}</NotificationBanner>
        )}
        {received.status === 'unreadable' && (
          <NotificationBanner variant="warning">{m('appIntegration.unreadable')}</NotificationBanner>
        )}
        {received.status === 'signIn' && (
          <NotificationBanner variant="warning">{m('UNAUTHENTICATED')}</NotificationBanner>
        )}
        {received.status === 'ok' && <ReceivedContext context={received.context} m={m} />}
      </section>
    </div>
  );
}

function ReceivedContext({ context, m }: { context: PageContext; m: (key: string) => string }) {
  // Every value as the opened page rendered it into its page context.
  const rows: Array<[field: string, label: string, value: string]> = [
    ['path', m('appIntegration.path'), context.path],
    ['origin', m('appIntegration.origin'), context.origin],
    ['showLogoutButton', m('appIntegration.showLogoutButton'), String(context.clientSettings.showLogoutButton)],
    [
      'hasWebviewLimitation',
      m('appIntegration.hasWebviewLimitation'),
      String(context.clientSettings.hasWebviewLimitation),
    ],
    [
      'userLanguagePreference',
      m('appIntegration.userLanguagePreference'),
      context.clientSettings.userLanguagePreference ?? '–',
    ],
    ['account', m('appIntegration.account'), context.accountId ?? m('appIntegration.notLoggedIn')],
    ['category', m('appIntegration.category'), context.category],
  ];
  return (
    <dl className="grid gap-2 tablet:grid-cols-[16rem_1fr]" data-testid="app-received">
      {rows.map(([field, label, value]) => (
        <div key={field} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd data-received={field}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
