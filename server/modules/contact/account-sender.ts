import { roleOf, type Viewer } from '../../kernel';
import type { SenderRole } from './message-categories';

/** A signed-in person writes as their account: its name, address and role. */
export function accountSender(viewer: Viewer): { name: string; email: string; role: SenderRole } {
  return { name: [viewer.firstName, viewer.lastName].filter(Boolean).join(' '), email: viewer.email, role: roleOf(viewer) };
}
