import type { Viewer } from '../accounts/viewer';

/** Who writes content: administrators, and the server itself (site pages at start, the demo seed). */
export type ContentEditor = Viewer | 'system';

export function canEditContent(editor: ContentEditor): boolean {
  return editor === 'system' || editor.roles.includes('administrator');
}

export class ContentPermissionError extends Error {
  readonly code = 'FORBIDDEN';
  constructor() {
    super('Only administrators may change content');
  }
}
