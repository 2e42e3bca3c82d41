/**
 * The rebuild queue of this running portal. A rebuild renders through the portal itself: the pages are fetched
 * from this process's own listening port (PORT, HOST) with the brand's Host header and the prebuild header, so
 * no second server is started. Before each brand the in-memory content cache is cleared, so the render reads
 * what the editor just published.
 */
import { config } from '../config';
import { log } from '../log';
import { clearSiteContextCache } from '../site-context';
import { generateBrandPages, loopbackFetcher } from './generate';
import { RebuildQueue } from './queue';

/** The address to reach our own listener on: a wildcard interface is reached through loopback. */
export function selfConnectHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '::1';
  return host;
}

// One queue per process, also when the page and the endpoint end up in different bundle chunks.
const KEY = Symbol.for('mijn-omgeving.rebuild-queue');
type WithQueue = typeof globalThis & { [KEY]?: RebuildQueue };

/** The portal's rebuild queue (created on first use). */
export function serverRebuildQueue(): RebuildQueue {
  const scope = globalThis as WithQueue;
  if (!scope[KEY]) {
    const settings = config();
    const fetcher = loopbackFetcher({ host: selfConnectHost(settings.HOST), port: settings.PORT });
    scope[KEY] = new RebuildQueue({
      rebuild: (brand) => {
        clearSiteContextCache();
        return generateBrandPages({ brands: [brand], fetcher });
      },
      log: (line) => log.info(line),
    });
  }
  return scope[KEY];
}
