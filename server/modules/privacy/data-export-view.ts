import { dataExports, type DataExportStatus } from '../../../db/schema/privacy';

/** One export as its owner sees it (GraphQL DataExport, the privacy page's list). */
export type DataExport = {
  id: number;
  status: DataExportStatus;
  /** 0–100 while it is prepared. */
  progress: number;
  requestedAt: Date;
  readyAt: Date | null;
  /** When the download stops working (7 days after it was ready); null before. */
  expiresAt: Date | null;
  /** True once the download has expired (its file is removed). */
  expired: boolean;
  sizeBytes: number | null;
  /** The download's page while it is ready: it works for its signed-in owner only, so it holds no secret. */
  url: string | null;
};

export const dataExportColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  progress: dataExports.progress,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  sizeBytes: dataExports.sizeBytes,
  fileKey: dataExports.fileKey,
};

type DataExportRow = typeof dataExports.$inferSelect;

/** The download's path: the same for the page, the GraphQL `url` and the e-mail. */
export const downloadPath = (id: number) => `/profile/privacy/exports/${id}/download`;

export function toDataExport(row: Omit<DataExportRow, 'userId' | 'fileKey'>, now: Date): DataExport {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    requestedAt: row.requestedAt,
    readyAt: row.readyAt,
    expiresAt: row.expiresAt,
    expired,
    sizeBytes: row.sizeBytes,
    url: row.status === 'ready' && !expired ? downloadPath(row.id) : null,
  };
}
