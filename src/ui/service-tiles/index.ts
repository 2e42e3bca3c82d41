export { ServiceTiles, tileIconSrc, type ServiceTile, type ServiceTilesProps } from './service-tiles';
