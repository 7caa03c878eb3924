/** Interface texts that the data refers to by key (attribute groups, billing intervals). */
export const localization = {
  locale: 'en-AU',
  dateFormat: 'D MMMM YYYY',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  messages: {
    'attributes.group.additional_info': 'Additional Information',
    'attributes.group.optional_info': 'Optional Information',
    'attributes.group.hidden': 'Hidden',
    'billing.interval.month': 'Per Month',
    'billing.interval.year': 'Monthly - Billed annually',
  },
} as const;
