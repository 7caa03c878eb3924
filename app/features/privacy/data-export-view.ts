import type { DataExportStatus } from '../../../db/schema/privacy';

/** An export as the privacy page shows it: dates already written out on the server (format-date.ts). */
export type DataExportRow = {
  id: number;
  status: DataExportStatus;
  progress: number;
  expired: boolean;
  requested: string;
  /** "12 December 2026": the last day the download works. */
  expires: string | null;
  url: string | null;
  /** The archive's size, "2.4 MB". */
  size: string | null;
};

/** What the section shows: the exports, what the archive holds for this person, and the form's answer. */
export type DataExportSectionData = { exports: DataExportRow[]; kinds: string[] };

/** The action's answer to the "Download my data" form. */
export type DataExportAnswer = { done?: string; errors?: Record<string, string>; intent?: string };

export const requestExportIntent = 'request-export';

export const isPending = (row: Pick<DataExportRow, 'status'>) => row.status === 'queued' || row.status === 'preparing';
