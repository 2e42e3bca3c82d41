/**
 * The account host's one script (`/assets/account-host.js`, bundled by assets.ts): hydrates the server-rendered page
 * from its data block, so the design system's components behave as in the portal — the code form sends itself on
 * the sixth digit, the error summary takes focus. (The logout step never confirms itself: the visitor decides.)
 */
import { hydrateRoot } from 'react-dom/client';
import { App, PAGE_DATA_ID, type PageData } from './pages';
import { replayTranslator } from './pages/texts';

const root = document.getElementById('root');
const block = document.getElementById(PAGE_DATA_ID);
if (root && block?.textContent) {
  const data = JSON.parse(block.textContent) as PageData;
  hydrateRoot(
    root,
    <App input={data.input} host={{ brand: data.brand, portal: data.portal, t: replayTranslator(data.texts) }} />,
  );
}
