import type { CategoryName } from './catalog';
import type { CountryCode } from '../db/reference/places';
import type { Random } from '../shared/random';

/**
 * Listing copy for demo services: 2–4 paragraphs assembled from templates per category, and 4–8
 * short features. Placeholders in braces are filled from the listing's own facts, so the text agrees
 * with the attributes shown beside it.
 */

export type CopyFacts = {
  name: string;
  locality: string;
  region: string;
  state: string;
  country: CountryCode;
  /** Lower-cased style labels, e.g. 'garden and vineyard'. */
  styles: string;
  /** Venues: guest capacity and smallest party. */
  capacity?: number;
  minGuests?: number;
  /** Kilometres the vendor travels. */
  travelKm?: number;
  years: number;
};

type Templates = { intro: string[]; offer: string[]; detail: string[]; closing: string[] };

const copy: Record<CategoryName, Templates> = {
  venue: {
    intro: [
      '{name} is a {styles} venue in {locality}, {state}. Couples come for the late-afternoon light and stay for the long tables under the trees.',
      'Set on private grounds near {locality}, {name} has hosted weddings for {years} years. It is the kind of place where the ceremony, the photographs and the dancing all happen without anyone needing a bus.',
      'At {name} the day moves gently from the ceremony lawn to the reception room and out again under the stars. Our {styles} spaces suit everything from intimate elopements to big family celebrations in {region}.',
      'Tucked away in {locality}, {name} is a {styles} venue with views that do half the styling for you. We look after one wedding a day, so the place is yours from the first guest to the last song.',
    ],
    offer: [
      'The reception room seats up to {capacity} guests, with a dance floor, a bar and doors that open to the terrace. Smaller parties from {minGuests} guests are just as welcome.',
      'We take between {minGuests} and {capacity} guests for a seated dinner, and more for a cocktail-style evening. Our in-house team plans the menu with you, from canapés to late-night snacks.',
      'Inside there is room for {capacity} guests at long tables or rounds; outside, a lawn for the ceremony and a fire pit for the end of the night.',
    ],
    detail: [
      'Our coordinator stays with you from the first visit to the last dance: timelines, suppliers, the wet-weather call, all of it.',
      'Guests can stay nearby in {locality}, and many couples book the whole weekend with a recovery breakfast the morning after.',
      'We are happy to recommend photographers, florists and celebrants who know the grounds well and work here often.',
      'Parking is on site, paths are accessible, and there is a quiet room for anyone who needs a break from the celebrations.',
    ],
    closing: [
      'Send us a message with your date and guest numbers and we will arrange a time to walk you through.',
      'Dates for the next two seasons are filling quickly: check the calendar and come and see us.',
      'We would love to show you around. Weekday visits are easiest, and we always have the kettle on.',
    ],
  },
  flowers: {
    intro: [
      '{name} is a wedding florist based in {locality}, working with seasonal flowers grown as close to {region} as we can find them.',
      'We are {name}, a small floral studio in {locality} making {styles} designs for weddings across {state}.',
      'Flowers at {name} start with a conversation about you, your venue and the season, then move to the markets and our own cutting garden.',
    ],
    offer: [
      'From bridal bouquets and buttonholes to ceremony arbours and long-table garlands, we design, deliver and set up everything on the day.',
      'Our {styles} style works in gardens, halls and on the beach alike. We offer full-service weddings as well as pick-up bouquets for smaller celebrations.',
      'We create everything from a single bouquet to hanging installations, and we travel up to {travelKm} km from {locality}.',
    ],
    detail: [
      'We avoid floral foam wherever we can and compost what is left over after pack-down.',
      'Dried and preserved pieces are available for couples who want to keep their flowers long after the day.',
      'We can work with your stylist or take care of the styling ourselves, including candles, vessels and table linen hire.',
    ],
    closing: [
      'Tell us your date and venue and we will send a proposal with ideas and a quote.',
      'We take a limited number of weddings each weekend, so enquire early for spring and autumn dates.',
    ],
  },
  photographer: {
    intro: [
      '{name} photographs weddings from {locality}, across {region} and wherever else couples want us. Our approach is {styles}: honest moments, good light and very little posing.',
      'I have been photographing weddings for {years} years, and the best ones still surprise me. {name} is based in {locality} and travels up to {travelKm} km for the day.',
      'At {name} we believe the photographs should feel like the day did. We work quietly in the background and step in when it matters.',
    ],
    offer: [
      'Packages cover everything from a two-hour elopement to full-day coverage with a second shooter, and every wedding gets a private online gallery.',
      'You receive a carefully edited gallery within six weeks, with sneak peeks in the first few days. Albums and prints are made by a local bindery.',
      'Our {styles} style suits both grand venues and a backyard with fairy lights. Engagement sessions are a relaxed way to get to know each other first.',
    ],
    detail: [
      'We help plan the timeline so that portraits land in the best light and nobody misses the canapés.',
      'Drone photography is available at venues where it is permitted.',
      'We shoot on digital and medium-format film for couples who want a little grain in their story.',
    ],
    closing: [
      'Send us your date and a few words about your plans and we will be in touch within two days.',
      'We photograph a limited number of weddings each year; check the calendar for availability.',
    ],
  },
  videographer: {
    intro: [
      '{name} makes wedding films in {region} and beyond, from our base in {locality}. Our style is {styles}: the vows, the speeches and all the little looks in between.',
      'We are {name}, a small film team who have been filming weddings for {years} years. We travel up to {travelKm} km from {locality}.',
      'A wedding film lets you hear your day again. At {name} we capture it quietly, with natural sound and no staged moments.',
    ],
    offer: [
      'Every package includes a highlight film and the full ceremony; speeches and a social teaser can be added.',
      'We film with two operators, record clean audio from the celebrant and the microphones, and deliver online in 4K.',
      'Packages range from a short elopement film to full-day coverage with drone footage and a documentary edit.',
    ],
    detail: [
      'Music is properly licensed, so you can share your film anywhere.',
      'Same-day edits are available for couples who want to show a short film at the reception.',
      'We also shoot on Super 8 for a warm, grainy keepsake reel.',
    ],
    closing: ['Tell us about your day and we will send you a few recent films.', 'Enquire with your date and venue for a tailored quote.'],
  },
  cakes: {
    intro: [
      '{name} bakes wedding cakes to order in {locality}, using free-range eggs, real butter and fruit from growers around {region}.',
      'We are {name}, a small cake studio making {styles} wedding cakes for couples across {state}.',
      'Every cake at {name} starts with a tasting: choose your flavours, then we design the cake around your flowers and your venue.',
    ],
    offer: [
      'We make everything from a single-tier cutting cake to tall tiered centrepieces and full dessert tables, and we deliver and set up within {travelKm} km.',
      'Gluten-free, vegan and nut-free cakes are made with the same care as the rest, and taste just as good.',
      'Popular flavours include lemon and elderflower, chocolate and salted caramel, and vanilla bean with fresh berries.',
    ],
    detail: [
      'Fresh flowers are sourced from your florist or ours and placed on site.',
      'We provide a serving guide and cutting instructions for your caterer.',
      'Cake stands and cake knives are available to hire.',
    ],
    closing: ['Order a tasting box and tell us your date to begin.', 'Popular weekends book out months ahead, so get in touch early.'],
  },
  celebrant: {
    intro: [
      'I am a marriage celebrant based in {locality}, and {name} is how I help couples across {region} say exactly what they mean on the day.',
      '{name} writes ceremonies that sound like you: {styles}, warm, personal and legally sound.',
      'For {years} years {name} has married couples on beaches, in vineyards and in living rooms around {state}.',
    ],
    offer: [
      'We meet as often as you like to write your ceremony together, and I lodge all the legal paperwork for you.',
      'Every ceremony includes a rehearsal where possible, a signing table and a PA system with wireless microphones.',
      'I travel up to {travelKm} km from {locality} and love a small elopement as much as a wedding for two hundred.',
    ],
    detail: [
      'Rituals such as handfasting, ring warming or a sand ceremony can be woven in.',
      'Bilingual ceremonies are welcome, and I am glad to include family and friends in readings.',
      'A vow-writing guide helps if you are not sure where to start.',
    ],
    closing: ['Get in touch with your date and location and we can meet for a coffee.', 'Check my calendar and send a message to start planning your ceremony.'],
  },
  photo_booth: {
    intro: [
      '{name} brings the photo booth to receptions across {region}, from our base in {locality}.',
      'We are {name}: {styles} booths, a trunk of props and attendants who get even the shyest uncle in front of the camera.',
      'Guests remember the photo booth. {name} makes sure they leave with a print, a laugh and a photo they will actually keep.',
    ],
    offer: [
      'Every hire includes unlimited prints, a custom print design, a digital gallery and an attendant for the night.',
      'Choose from an open-air booth, a mirror booth or a 360 video platform, with a backdrop to match your styling.',
      'We travel up to {travelKm} km from {locality}, setting up before the reception starts and packing down after the last dance.',
    ],
    detail: [
      'A guest book album with a copy of every print is a favourite keepsake.',
      'Guests can share GIFs and boomerangs instantly with a QR code.',
      'We carry public liability insurance and our booths fit through a standard door.',
    ],
    closing: ['Send us your date and venue for a quote.', 'Check availability and book early for peak season.'],
  },
};

const features: Record<CategoryName, string[]> = {
  venue: [
    'Ceremony and reception on site', 'Bridal suite', 'Wet weather option', 'Exclusive use', 'On-site parking',
    'Wheelchair accessible', 'In-house coordinator', 'Late licence until midnight', 'Dance floor', 'Ceremony lawn',
    'Mountain views', 'Water views', 'Fire pit lounge', 'Heritage-listed building', 'Dogs welcome',
    'Shuttle bus from town', 'Pre-dinner drinks on the terrace', 'Undercover ceremony space',
  ],
  flowers: [
    'Seasonal, local blooms', 'Bridal party bouquets', 'Ceremony arbour styling', 'Table centrepieces', 'Hanging installations',
    'Dried flower keepsakes', 'Delivery and pack-down', 'Foam-free designs', 'Free consultation', 'Buttonholes and corsages',
    'Flower crowns', 'Styling and hire items',
  ],
  photographer: [
    'Full-day coverage', 'Second shooter', 'Online gallery', 'Engagement session', 'Heirloom albums', 'Drone photography',
    'Sneak peeks within 48 hours', 'Film photography', 'Elopement packages', 'Timeline planning', 'Travel within {travelKm} km included',
  ],
  videographer: [
    'Highlight film', 'Full ceremony and speeches', 'Drone footage', 'Licensed music', 'Same-day edit', 'Two camera operators',
    'Social media teaser', 'Super 8 film', 'Clean audio of vows and speeches', '4K delivery', 'Elopement films',
  ],
  cakes: [
    'Tasting box', 'Delivery and set-up', 'Gluten-free and vegan options', 'Fresh flower styling', 'Cake stand hire',
    'Dessert tables', 'Cutting cakes and kitchen cakes', 'Custom flavours', 'Sugar flowers', 'Cupcake towers', 'Serving guide',
  ],
  celebrant: [
    '{authorised} marriage celebrant', 'Legal paperwork lodged', 'Personalised ceremony', 'PA system with wireless microphones',
    'Rehearsal included', 'Elopements and small weddings', 'Bilingual ceremonies', 'Signing table and chairs',
    'Unlimited meetings', 'Vow-writing guide', 'Handfasting and ring warming',
  ],
  photo_booth: [
    'Unlimited prints', 'Props box', 'Custom print design', 'Digital gallery', 'Booth attendant', 'Guest book album',
    'GIFs and boomerangs', 'Instant sharing by QR code', 'Choice of backdrops', 'Set-up and pack-down', 'Flower wall hire',
  ],
};

export function describe(random: Random, category: CategoryName, facts: CopyFacts): string {
  const templates = copy[category];
  const paragraphs = [random.pick(templates.intro), random.pick(templates.offer)];
  if (random.chance(0.6)) paragraphs.push(random.pick(templates.detail));
  if (random.chance(0.7)) paragraphs.push(random.pick(templates.closing));
  return paragraphs.map((paragraph) => fill(paragraph, facts)).join('\n\n');
}

export function pickFeatures(random: Random, category: CategoryName, facts: CopyFacts): string[] {
  return random.sample(features[category], random.int(4, 8)).map((feature) => fill(feature, facts));
}

function fill(template: string, facts: CopyFacts): string {
  const values: Record<string, string> = {
    name: facts.name,
    locality: facts.locality,
    region: facts.region,
    state: facts.state,
    styles: facts.styles,
    capacity: String(facts.capacity ?? ''),
    minGuests: String(facts.minGuests ?? ''),
    travelKm: String(facts.travelKm ?? ''),
    years: String(facts.years),
    // Australia authorises marriage celebrants; New Zealand registers them.
    authorised: facts.country === 'nz' ? 'Registered' : 'Authorised',
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
