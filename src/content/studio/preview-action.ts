/**
 * The "Voorbeeld" document action: opens the brand's page that shows the document, in preview mode (drafts), in a
 * new tab. The portal hands the preview link only to a signed-in editor (`GET /studio/preview-link` with the
 * editor's token, src/pages/studio/preview-link.ts); the page's "Exit Preview Mode" ends it and brings the editor
 * back to this document in the Studio (the `exit` the action passes).
 */
import { createElement, useCallback, useState } from 'react';
import { useClient, type DocumentActionComponent, type SanityDocument } from 'sanity';
import { BRAND_KEYS, isBrandKey } from '../../brands/registry';

export const PREVIEW_LINK_PATH = '/studio/preview-link';

/** The page of the brand that shows a document of this type. */
export function previewPath(type: string): string {
  if (type === 'faqItem' || type === 'faqCategory' || type === 'faq' || type === 'faqItems') {
    return '/klantenservice/veelgestelde-vragen';
  }
  const pages: Record<string, string> = {
    contactpage: '/klantenservice/contact',
    contactformpage: '/klantenservice/contact/formulier',
    maintenancepage: '/onderhoud',
    loginpage: '/login',
    invoices: '/facturen',
    holiday: '/vakantieservice',
    movinghouse: '/verhuisservice',
    complaints: '/bezorgservice',
    knownDelay: '/bezorgservice',
    account: '/account',
    subscription: '/abonnementen',
    newsletter: '/account/nieuwsbrieven',
    newsletters: '/account/nieuwsbrieven',
    changepayment: '/betaalservice',
  };
  return pages[type] ?? '/';
}

/** The brand to preview: the one chosen in the desk (`…/merken;ad;…` in the Studio's address), else one it names. */
export function previewBrand(pathname: string, document: Partial<SanityDocument> | null | undefined): string {
  const chosen = /[;/]merken;([a-z0-9]+)/.exec(pathname)?.[1];
  if (chosen && isBrandKey(chosen)) return chosen;
  const named = [
    document?.['key'],
    document?.['brand'],
    ...(Array.isArray(document?.['brands']) ? document['brands'] : []),
  ];
  const key = named.find((value): value is string => typeof value === 'string' && isBrandKey(value));
  return key ?? BRAND_KEYS[0];
}

export const PreviewAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: '2025-02-19' });
  const [failed, setFailed] = useState(false);
  const onHandle = useCallback(() => {
    const document = props.draft ?? props.published;
    const brand = previewBrand(window.location.pathname, document);
    const query = new URLSearchParams({ brand, path: previewPath(props.type), exit: window.location.href });
    // Opened now, while the click still counts as the editor's: a tab opened after the fetch would be blocked.
    const tab = window.open('about:blank', '_blank');
    const token = client.config().token;
    fetch(`${PREVIEW_LINK_PATH}?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`preview link: HTTP ${response.status}`);
        const { url } = (await response.json()) as { url: string };
        if (tab) tab.location.href = url;
        else window.location.href = url;
        setFailed(false);
      })
      .catch(() => {
        tab?.close();
        setFailed(true);
      });
  }, [client, props.draft, props.published, props.type]);
  return {
    label: 'Voorbeeld',
    title: 'Bekijk de pagina van het merk met dit concept',
    icon: () => createElement('span', { 'aria-hidden': true }, '👁'),
    onHandle,
    ...(failed
      ? {
          dialog: {
            type: 'dialog' as const,
            header: 'Voorbeeld niet geopend',
            content: 'De voorbeeldlink kon niet worden gemaakt. Log opnieuw in en probeer het nog eens.',
            onClose: () => setFailed(false),
          },
        }
      : {}),
  };
};
