// The privacy module's public surface (issue 35; docs/privacy.md): "Download my data". Every
// use case here answers the signed-in person's own exports only; another person's are "not found".
export { requestDataExport } from './request-data-export';
export { listDataExports } from './list-data-exports';
export type { DataExport } from './data-export-view';
export { readDataExport } from './read-data-export';
export { prepareDataExports } from './prepare-data-exports';
export { dataExportArchives } from './data-export-archives';
