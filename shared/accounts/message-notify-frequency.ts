/**
 * messages_notify_frequently (spec §3): how often a person hears by e-mail about new messages.
 * No server-only imports, so the Notifications form reads the same choices.
 */
export const messageNotifyFrequencies = [
  { value: 0, label: 'Never' },
  { value: 1, label: 'For every new message' },
  { value: 2, label: 'In a daily summary' },
] as const;

export const maxMessageNotifyFrequency = messageNotifyFrequencies.length - 1;
