/** What a visitor of the contact form says they are (spec §6): "I am planning a wedding", "I am a vendor", "Other". */
export const visitorRoles = ['user', 'vendor', 'other'] as const;
export type VisitorRole = (typeof visitorRoles)[number];
