export { Loader, LoaderBars, LOADER_BAR_COUNT, type LoaderProps, type LoaderSize } from './loader';
