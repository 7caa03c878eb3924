
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "12 March 2027" for a YYYY-MM-DD day. */
export function longDay(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

/** "$15,000" (aud), "NZD 15,000": a budget in whole units. */
function wholeAmount(minor: number, currency: string): string {
  const value = Math.round(minor / 100).toLocaleString('en-AU');
  return currency === 'aud' ? `$${value}` : `${currency.toUpperCase()} ${value}`;
}

export type EnquiryFacts = { weddingDate: string | null; dateFlexible: boolean; flexibleWhen: string | null; guests: number | null; budget: number | null; currency: string };

/** The details as lines the vendor reads in the thread (so a client that shows only text shows them too). */
export function enquiryFactLines(facts: EnquiryFacts): string[] {
  const when = facts.weddingDate
    ? `Wedding date: ${longDay(facts.weddingDate)}${facts.dateFlexible ? ' (flexible)' : ''}`
    : facts.dateFlexible
      ? `Wedding date: flexible${facts.flexibleWhen ? ` (${facts.flexibleWhen})` : ''}`
      : null;
  return [
    when,
    facts.guests !== null ? `Guests: ${facts.guests}` : null,
    facts.budget !== null ? `Budget: ${wholeAmount(facts.budget, facts.currency)}` : null,
  ].filter((line): line is string => line !== null);
}
