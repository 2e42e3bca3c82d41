/**
 * Service tiles: each tile links to a url and shows the icon image `images/{icon}_icon.svg`. The same look
 * as the service page in src/pages/index.astro. The icon is decorative; the title names the link.
 */
import type { SectionIcon } from '../icon/section-icons';

export interface ServiceTile {
  key: string;
  title: string;
  description?: string;
  url: string;
  /** Section icon key: the image is /images/{icon}_icon.svg. */
  icon: SectionIcon;
  /** Opens another site; `externalHint` is read after the title. */
  external?: boolean;
}

/** The image path of a tile icon. */
export function tileIconSrc(icon: SectionIcon): string {
  return `/images/${icon}_icon.svg`;
}

export interface ServiceTilesProps {
  tiles: readonly ServiceTile[];
  /** Read after the title of an external tile, e.g. "(opent een andere website)". */
  externalHint?: string;
  /** Accessible name of the list (when no heading labels the section). */
  label?: string;
  className?: string;
}

export function ServiceTiles({ tiles, externalHint, label, className }: ServiceTilesProps) {
  return (
    <ul
      aria-label={label}
      data-scope="service-tiles"
      className={['grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3', className].filter(Boolean).join(' ')}
    >
      {tiles.map((tile) => (
        <li key={tile.key}>
          <a
            href={tile.url}
            data-tile={tile.key}
            className="flex h-full min-h-20 items-start gap-4 rounded-brand border border-border bg-surface p-4 text-text no-underline hover:border-accent focus-visible:border-accent"
          >
            <img src={tileIconSrc(tile.icon)} alt="" width={48} height={48} className="shrink-0" />
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-link underline">{tile.title}</span>
              {/* Spaces keep the parts apart in the link's accessible name. */}
              {tile.description ? (
                <>
                  {' '}
                  <span className="text-sm text-text-muted">{tile.description}</span>
                </>
              ) : null}
              {tile.external && externalHint ? (
                <>
                  {' '}
                  <span className="sr-only">{externalHint}</span>
                </>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
