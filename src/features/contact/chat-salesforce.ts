/**
 * The messaging provider's adapter: Salesforce Messaging for In-App and Web (MIAW, brand flag
 * isSalesforceMIAWEnabled, configured by the SALESFORCE_MIAW_* environment variables). Imported by the chat widget
 * only when the user starts a chat: it loads Salesforce's bootstrap script from the deployment's site (the page's
 * Content-Security-Policy allows that origin only when it is configured, layouts/parts/ChatWidget.astro), starts
 * the embedded messaging client in Dutch and opens the conversation.
 */

/** What the page hands to the adapter (public identifiers, no secrets). */
export interface SalesforceChatConfig {
  orgId: string;
  deployment: string;
  /** The Experience Cloud site of the deployment (`https://….my.site.com/ESWDeployment123`). */
  siteUrl: string;
  scrt2Url: string;
  language: 'nl' | 'nl_BE';
}

interface EmbeddedServiceBootstrap {
  settings: { language?: string };
  init(orgId: string, deployment: string, siteUrl: string, options: { scrt2URL: string }): void;
  utilAPI?: { launchChat?: () => Promise<unknown> };
}

declare global {
  interface Window {
    embeddedservice_bootstrap?: EmbeddedServiceBootstrap;
  }
}

/** The URL of the bootstrap script of a deployment's site. */
export function bootstrapScriptUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/assets/js/bootstrap.min.js`;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

let started: Promise<void> | undefined;

/** Loads the client once, starts it and opens the conversation. */
export function startSalesforceChat(config: SalesforceChatConfig): Promise<void> {
  started ??= (async () => {
    await loadScript(bootstrapScriptUrl(config.siteUrl));
    const bootstrap = window.embeddedservice_bootstrap;
    if (!bootstrap) throw new Error('Salesforce messaging did not load.');
    bootstrap.settings.language = config.language;
    const ready = new Promise<void>((resolve) =>
      window.addEventListener('onEmbeddedMessagingReady', () => resolve(), { once: true }),
    );
    bootstrap.init(config.orgId, config.deployment, config.siteUrl, { scrt2URL: config.scrt2Url });
    await ready;
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started.then(() => window.embeddedservice_bootstrap?.utilAPI?.launchChat?.()).then(() => undefined);
}
