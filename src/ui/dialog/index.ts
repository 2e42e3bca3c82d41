export { Dialog, DIALOG_CONTENT_MS, DIALOG_OVERLAY_MS } from './dialog';
