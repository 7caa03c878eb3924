import type { CountryCode } from '../db/reference/places';
import type { Random } from '../shared/random';

/** Contact details for demo listings: street addresses, phone numbers, video and social links. */

const streets = [
  'Main Road', 'High Street', 'Church Street', 'Station Street', 'Vineyard Road', 'Old Mill Lane', 'Riverside Drive',
  'Hillview Road', 'Orchard Lane', 'Wattle Street', 'Ridge Road', 'Creek Road', 'Bay Road', 'Homestead Lane',
  'Ocean View Road', 'Valley Road', 'Garden Street', 'Quarry Road', 'Cemetery Road', 'School Road', 'Mountain Road',
  'Lake Road', 'Beach Road', 'Estate Drive', 'Cellar Lane', 'Jetty Road', 'Park Avenue', 'Heritage Way',
];

export function streetLine(random: Random): string {
  return `${random.int(1, 480)} ${random.pick(streets)}`;
}

// ACMA sets these ranges aside for fiction (02/03/07/08 5550 xxxx and 7010 xxxx, and a short list of
// 0491 57x mobiles), so a demo number never rings a real person in Australia.
const australianMobiles = [
  '491 570 006', '491 570 156', '491 570 157', '491 570 158', '491 570 159', '491 570 110', '491 570 313',
  '491 570 737', '491 571 266', '491 571 491', '491 571 804', '491 572 549', '491 572 665', '491 572 983',
  '491 573 770', '491 573 087', '491 574 118', '491 574 632', '491 575 254', '491 575 789', '491 576 398',
  '491 576 801', '491 577 426', '491 577 644', '491 578 957', '491 578 148', '491 578 888', '491 579 212',
  '491 579 760', '491 579 455',
];

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** An international-format number for the area: '+61 2 5550 1234', '+64 3 555 0123'. */
export function phoneNumber(random: Random, country: CountryCode, area: string): string {
  if (country === 'au') {
    if (random.chance(0.2)) return `+61 ${random.pick(australianMobiles)}`;
    return `+61 ${area} ${random.pick(['5550', '7010'])} ${digits(random, 4)}`;
  }
  // New Zealand numbers use a 555 prefix, the usual sign of a made-up number.
  if (random.chance(0.2)) return `+64 21 555 ${digits(random, 4)}`;
  return `+64 ${area} 555 ${digits(random, 4)}`;
}

const youtubeAlphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

/** A placeholder video address in the YouTube or Vimeo form the service page embeds. */
export function videoLink(random: Random): string {
  if (random.chance(0.6)) {
    const id = Array.from({ length: 11 }, () => random.pick(youtubeAlphabet)).join('');
    return `https://www.youtube.com/watch?v=${id}`;
  }
  return `https://vimeo.com/${random.int(100_000_000, 999_999_999)}`;
}

/** Social profile addresses named after the business; each network is present on some listings only. */
export function socialLinks(random: Random, slug: string): Record<string, string> {
  const handle = slug.replace(/-/g, '');
  const links: Record<string, string> = {};
  if (random.chance(0.9)) links.social_link__instagram = `https://www.instagram.com/${handle}/`;
  if (random.chance(0.7)) links.social_link__facebook = `https://www.facebook.com/${handle}`;
  if (random.chance(0.35)) links.social_link__pinterest = `https://www.pinterest.com/${handle}/`;
  return links;
}
