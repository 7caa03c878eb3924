import { basicPhotos } from '../billing/prices';

/** Limits and checks of a listing's own fields, shared by the editor's form and the server. */

export const listingLimits = {
  name: 160,
  description: 5000,
  descriptionParagraphs: 30,
  feature: 120,
  features: 20,
  address: 300,
  url: 500,
  phone: 40,
  radiusKm: { min: 1, max: 400 },
  /** Spec §9: a basic listing shows up to 15 photos; add-ons of the vendor's subscription raise it (billing's listing entitlements). */
  photos: basicPhotos,
  /** A photo's alt text: a sentence describing it for people who cannot see it. */
  photoAlt: 250,
  /** A listing's booked days are days of the availability window (about 366), never more. */
  bookedDays: 400,
} as const;

export const tooManyPhotosMessage = (max: number) => `A listing can have at most ${max} photos: remove one to add another.`;

export const socialNetworks = ['instagram', 'pinterest', 'facebook'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialLinkKey = (network: SocialNetwork) => `social_link__${network}` as const;
export const videoLinkKeys = ['video1_link', 'video2_link'] as const;

const hostOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
};

/** Whether the address is a page of that network ('https://instagram.com/sage'). */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  const host = hostOf(value);
  const domain = `${network}.com`;
  return host !== null && (host === domain || host.endsWith(`.${domain}`) || (network === 'pinterest' && /^([a-z]+\.)?pinterest\.(com\.au|co\.nz)$/.test(host)));
}

/** Whether the address is a YouTube or Vimeo video. */
export function isVideoLink(value: string): boolean {
  const host = hostOf(value);
  if (host === null) return false;
  const path = new URL(value).pathname;
  if (host === 'youtu.be') return /^\/[\w-]{6,}$/.test(path);
  if (host === 'youtube.com' || host === 'm.youtube.com') return /^\/(watch|embed\/[\w-]{6,}|shorts\/[\w-]{6,})/.test(path);
  return (host === 'vimeo.com' || host === 'player.vimeo.com') && /\/\d{4,}/.test(path);
}

/** Spec §5: an address without its postal code ('1 Main Rd, Pokolbin NSW 2320' → '1 Main Rd, Pokolbin NSW'). */
export function withoutPostalCode(address: string): string {
  return address
    .replace(/(^|[\s,])\d{4}(?=\s*(,|$))/g, '$1')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s,]+$/, '')
    .trim();
}

/** Plain paragraphs: lines trimmed, runs of blank lines made one, no markup characters kept. */
export function plainParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[<>]/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).join('\n').trim())
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
