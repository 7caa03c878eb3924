/** A guest's side: one of the two people marrying (in the order their profile names them), or both. */
export type Side = 'partner-1' | 'partner-2' | 'both';

export type PartnerNames = { first: string; second: string };

/**
 * The two people marrying as the profile names them: a couple's nickname is their two names
 * ("Emma & Liam", "Emma and Liam"); without one, the account's first name and "your partner".
 */
export function partnerNames({ firstName, nickname }: { firstName: string; nickname: string | null }): PartnerNames {
  const names = (nickname ?? '')
    .split(/\s*(?:&|\+|\band\b)\s*/i)
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 2) return { first: names[0], second: names[1] };
  return { first: firstName.trim() || 'You', second: 'Your partner' };
}

const possessive = (name: string) => (name === 'Your partner' ? 'Your partner’s' : `${name}’s`);

/** "Emma’s side", "Liam’s side", "Both sides". */
export function sideLabel(side: string, names: PartnerNames): string {
  if (side === 'partner-1') return `${possessive(names.first)} side`;
  if (side === 'partner-2') return `${possessive(names.second)} side`;
  return 'Both sides';
}
