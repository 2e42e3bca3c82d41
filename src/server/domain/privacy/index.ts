/**
 * The privacy area's services ("Mijn gegevens" under /account): the download of everything the portal keeps about
 * the account (./export.ts).
 */
export {
  buildExportArchive,
  DATA_EXPORT_QUEUE,
  dataExportStatus,
  EXPORT_TEXT_PREFIXES,
  exportTexts,
  openDataExport,
  prepareDataExport,
  purgeDataExports,
  requestDataExport,
  waitingDataExports,
  type ExportRequest,
} from './export';
export { collectExport, EXPORT_KINDS, type ExportData } from './export-contents';
export { DATA_EXPORT_POLICY, EXPORT_TTL_MS, type DataExportView } from './export-rules';
