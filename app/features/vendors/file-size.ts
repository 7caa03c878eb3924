import { oneDecimal } from '~/lib/format-number';

/** A file's size as people read it: '840 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${oneDecimal(bytes / 1_048_576)} MB`;
}
