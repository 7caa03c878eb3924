import Bowser from 'bowser';

/**
 * A browser in words, from its User-Agent: "Firefox on Windows", "Safari on iOS", "Chrome" alone
 * when the system is not told; null when neither is known (a script, no header). For the sessions
 * list, the sign-in history and a passkey's first name.
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name?.replace(/^Microsoft /, '') || null;
  const system = os.name || null;
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName ?? system;
}
