/**
 * The time zone a state's weddings run by (IANA name): Australia's states and territories each
 * keep one (NSW's far west keeps Adelaide's, counted with the rest of the state); New Zealand keeps
 * one (the Chatham Islands aside). A state this table does not know keeps its country's capital's.
 */
const australianZones: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

export function stateTimeZone({ countryCode, stateCode }: { countryCode: string; stateCode: string }): string {
  if (countryCode === 'nz') return 'Pacific/Auckland';
  return (Object.hasOwn(australianZones, stateCode) ? australianZones[stateCode] : undefined) ?? 'Australia/Sydney';
}
