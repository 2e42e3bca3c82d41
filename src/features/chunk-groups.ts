/**
 * The browser build's chunk group of each area (astro.config.mjs): one file per area for what its islands share
 * (manifest, messages, queries, violation codes), since otherwise every set of an area's islands
 * that shares a module made a file of its own. Derived from the manifests, so a new area gets its group without an
 * edit here; the page shell's own areas (`shell: true`) get none, their modules are the shell script's.
 */
import type { Area } from '../shared/area';
import { AREAS } from './areas';

/**
 * An area's own modules that its islands share, by file name (the area kit's names), and what a journey's island
 * shares with its steps, which load later (`steps`: types, loaders and queries, a few hundred
 * bytes that were a file of their own on the journey's first load). A journey's store is not among them: it brings
 * the journeys' kit, which the area's overview would then load too (it is in astro.config.mjs's `journey` group).
 */
const AREA_MODULE =
  /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/](area|messages|queries|app-route|brand-links|Completeness|facts|steps)\.tsx?$/;

/**
 * An operation's document in the browser build, `mijn-omgeving:document/<area>/<Operation>`: the module of its own
 * that src/lib/graphql/browser-documents.ts gives each document, named after the area that defines the operation.
 */
const DOCUMENT_MODULE = /mijn-omgeving:document\/([a-z-]+)\//;

/** An area's contracts in src/shared: `<area>-codes.ts` and `<area>-window.ts` (the area's key, or its singular). */
const AREA_CONTRACT = /[\\/]src[\\/]shared[\\/]([a-z-]+)-(codes|window)\.ts$/;

/**
 * The chunk group of module `id`: the key of the area it belongs to, or null when it belongs to no area or to one of
 * the shell's. An operation's document belongs to the area that defines it.
 */
export function areaChunkName(id: string, areas: readonly Area[] = AREAS): string | null {
  const folder = AREA_MODULE.exec(id)?.[1] ?? DOCUMENT_MODULE.exec(id)?.[1];
  const contract = AREA_CONTRACT.exec(id)?.[1];
  const area = areas.find((candidate) =>
    folder !== undefined
      ? candidate.key === folder
      : contract !== undefined && [contract, `${contract}s`].includes(candidate.key),
  );
  return area && !area.shell ? area.key : null;
}
