/**
 * Every page of the account host by name, and the tree one page is drawn in. The server renders it to HTML
 * (render.tsx) and the browser hydrates the same tree (client.tsx), so the design system's components keep their
 * behaviour (show/hide password, the code boxes, floating labels) on a page that works without script too.
 */
import type { ComponentProps, ComponentType } from 'react';
import { CodeEntryPage } from './code-entry-page';
import { DeletionPage } from './deletion-page';
import { EmailStepPage } from './email-step-page';
import { HostProvider, type HostBrand, type HostContextValue } from './host-context';
import { Layout } from './layout';
import { LoginPage } from './login-page';
import { LogoutPage } from './logout-page';
import { MessagePage } from './message-page';
import { PasskeysPage } from './passkeys-page';
import { RegisterPage } from './register-page';
import { ResetPage } from './reset-page';

export const PAGES = {
  login: LoginPage,
  'email-step': EmailStepPage,
  'code-entry': CodeEntryPage,
  register: RegisterPage,
  reset: ResetPage,
  logout: LogoutPage,
  message: MessagePage,
  passkeys: PasskeysPage,
  deletion: DeletionPage,
} as const;

export type PageName = keyof typeof PAGES;

/** A page and its props, as one value (what travels to the browser). */
export type PageInput = { [N in PageName]: { page: N; props: ComponentProps<(typeof PAGES)[N]> } }[PageName];

/** Id of the data block that carries a page's props and texts to the browser. */
export const PAGE_DATA_ID = 'account-host-page';

/** What the browser needs to hydrate a page (the data block's JSON). */
export interface PageData {
  input: PageInput;
  brand: HostBrand | undefined;
  portal: string | undefined;
  /** The texts the server render used (pages/texts.ts). */
  texts: Record<string, string>;
}

/** The title of a page's `<title>` (before the brand suffix): its heading. */
export function pageTitle(input: PageInput, t: HostContextValue['t']): string {
  switch (input.page) {
    case 'login':
      return t('identity.login.title');
    case 'email-step':
      return t(input.props.kind === 'code' ? 'identity.code.title' : 'identity.forgot.title');
    case 'code-entry':
      return t(input.props.kind === 'register' ? 'identity.register.codeTitle' : 'identity.code.enterTitle');
    case 'register':
      return t('identity.register.title');
    case 'reset':
      return t('identity.reset.title');
    case 'logout':
      return t('identity.logout.title');
    case 'message':
      return input.props.title;
    case 'passkeys':
      return t('identity.passkeys.title');
    case 'deletion':
      return t(input.props.cancelled ? 'identity.deletion.cancelledTitle' : 'identity.deletion.title');
  }
}

/** One page inside the host's frame. */
export function App({ input, host }: { input: PageInput; host: HostContextValue }) {
  // PageInput pairs each name with its own props; TypeScript cannot follow that pairing through an index.
  const Page = PAGES[input.page] as ComponentType<typeof input.props>;
  return (
    <HostProvider value={host}>
      <Layout>
        <Page {...input.props} />
      </Layout>
    </HostProvider>
  );
}
