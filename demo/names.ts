import type { CategoryName } from './catalog';
import type { CountryCode } from '../db/reference/places';
import type { Random } from '../shared/random';

/**
 * Invented names for demo businesses and the people behind them: place words, native plants and
 * birds, and category nouns ("Pokolbin Estate", "Wild Wattle Florals", "Sugar & Sage Cakes").
 * Nothing here copies a real business.
 */

export const firstNames = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Emily', 'Sophie', 'Ruby', 'Harper',
  'Zoe', 'Lily', 'Georgia', 'Hannah', 'Lucy', 'Ella', 'Matilda', 'Aroha', 'Mereana', 'Anika', 'Priya', 'Mei',
  'Leila', 'Sofia', 'Tess', 'Kate', 'Bella', 'Maddie', 'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'James',
  'Lucas', 'Henry', 'Liam', 'Ethan', 'Samuel', 'Max', 'Harry', 'Leo', 'Ben', 'Nikau', 'Tama', 'Wiremu', 'Arjun',
  'Daniel', 'Hamish', 'Angus', 'Finn', 'Joel', 'Luca', 'Marco', 'Jess', 'Sam', 'Rosa', 'Nina',
];

export const lastNames = [
  'Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
  'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davies', 'Wright', 'Campbell', 'Clarke',
  'Mitchell', 'Young', 'Hughes', 'Edwards', 'Hall', 'Green', 'Baker', 'Wood', 'Turner', 'Hill', 'Cooper', 'Morris',
  'Ward', 'Bennett', 'Gray', 'Murphy', 'Reid', 'Fraser', 'Murray', 'Stewart', 'Ngata', 'Parata', 'Patel', 'Singh',
  'Chen', 'Wang', 'Rossi', 'Costa', 'Papadopoulos', 'Harrington', 'Whitfield', 'Ashworth', 'Hartley', 'Lawson',
  'Sinclair', 'Donovan', 'Fitzgerald', 'Kowalski',
];

const nature: Record<CountryCode, string[]> = {
  au: [
    'Wattle', 'Ironbark', 'Silver Gum', 'Banksia', 'Waratah', 'Jacaranda', 'Bottlebrush', 'Paperbark', 'Blackwood',
    'Lilly Pilly', 'Saltbush', 'Kurrajong', 'Grevillea', 'Red Gum', 'Blue Gum', 'Wren', 'Kookaburra', 'Lyrebird',
    'Currawong', 'Sandstone', 'Flame Tree', 'Boronia', 'Tea Tree', 'Spotted Gum', 'Riverbend', 'Coolabah',
  ],
  nz: [
    'Kōwhai', 'Pōhutukawa', 'Rimu', 'Tōtara', 'Kauri', 'Fantail', 'Tūī', 'Harakeke', 'Mānuka', 'Rātā',
    'Silver Fern', 'Kererū', 'Kahikatea', 'Pūriri', 'Karaka', 'Tussock', 'Greenstone', 'Kawakawa', 'Nīkau',
    'Bellbird', 'Mataī', 'Ponga', 'Schist', 'Alpine', 'Riverstone', 'Southern Light',
  ],
};

const sharedNature = [
  'Willow', 'Juniper', 'Clover', 'Meadow', 'Sage', 'Linen', 'Honey', 'Olive', 'Fig', 'Hazel', 'Fern', 'Ivy', 'Laurel',
  'Magnolia', 'Camellia', 'Peony', 'Wildflower', 'Driftwood', 'Seaspray', 'Moonlight', 'Tide', 'Harbour', 'Orchard',
  'Hawthorn', 'Heather', 'Birch', 'Elm', 'Oak', 'Poppy', 'Primrose', 'Rosemary', 'Thistle', 'Lavender', 'Sparrow',
  'Swallow', 'Marigold', 'Quince', 'Saltwater', 'Stonefruit', 'Bramble',
];

const adjectives = [
  'Wild', 'Silver', 'Golden', 'Little', 'Hidden', 'Salt', 'Quiet', 'Blush', 'Velvet', 'Misty', 'Sunlit', 'Evergreen',
  'Bluestone', 'Copper', 'Ivory', 'Rosewood', 'Amber', 'Dusky', 'Wandering', 'Secret', 'Gentle', 'Painted', 'Gilded',
  'Morning', 'Twilight', 'Old', 'White', 'Tall', 'Sweet', 'Lucky',
];

const sweets = ['Sugar', 'Honey', 'Butter', 'Vanilla', 'Meringue', 'Fig', 'Lemon', 'Almond', 'Caramel', 'Cocoa', 'Rosewater', 'Pistachio', 'Cream', 'Berry', 'Ginger'];
const herbs = ['Sage', 'Thyme', 'Rose', 'Lavender', 'Wattle', 'Salt', 'Spice', 'Lace', 'Ivy', 'Basil', 'Mint', 'Petal', 'Crumb', 'Bloom'];
const lightWords = ['Light', 'Golden Hour', 'Frame', 'Lens', 'Shutter', 'Glow', 'Grain', 'Silver Halide', 'Daylight', 'Aperture'];
const boothWords = ['Strike a Pose', 'Flash', 'Confetti', 'Sparkle', 'Cheeky', 'Happy Snap', 'Smile', 'Glitter', 'Pop', 'Shimmer'];

const nouns: Record<CategoryName, string[]> = {
  venue: [
    'Estate', 'Homestead', 'Manor', 'House', 'Gardens', 'Barn', 'Pavilion', 'Lodge', 'Vineyard', 'Winery', 'Hall',
    'Terrace', 'Boathouse', 'Retreat', 'Farm', 'Woolshed', 'Chapel', 'Conservatory', 'Station', 'Orangery', 'Mill',
    'Dairy', 'Stables', 'Glasshouse', 'Cellar Door',
  ],
  flowers: ['Florals', 'Flowers', 'Flower Co.', 'Botanica', 'Floristry', 'Blooms', 'Flower Studio', 'Stems', 'Petals', 'Floral Design'],
  photographer: ['Photography', 'Photo Co.', 'Studio', 'Images', 'Wedding Photography', 'Photographics', 'Portraits'],
  videographer: ['Films', 'Cinema', 'Wedding Films', 'Motion', 'Film Co.', 'Visuals', 'Pictures', 'Moving Pictures'],
  cakes: ['Cakes', 'Cake Co.', 'Cakery', 'Patisserie', 'Bakehouse', 'Sweets', 'Cake Studio', 'Kitchen'],
  celebrant: ['Ceremonies', 'Celebrations', 'Celebrant', 'Vows', 'Weddings'],
  photo_booth: ['Photo Booth', 'Booth Co.', 'Snaps', 'Selfie Co.', 'Mirror Booth', 'Photo Bus', 'Booth Hire', 'Prints'],
};

export type Person = { firstName: string; lastName: string };

// Pairs from the lists above that belong to someone famous.
const famous = new Set(['Ella Fitzgerald', 'Grace Kelly', 'James Taylor', 'Jack White', 'Sam Smith', 'Ben Lee', 'Harry Hill', 'Thomas Edwards']);

export function personName(random: Random): Person {
  for (;;) {
    const person = { firstName: random.pick(firstNames), lastName: random.pick(lastNames) };
    if (!famous.has(`${person.firstName} ${person.lastName}`)) return person;
  }
}

export type NameContext = { country: CountryCode; locality: string; region: string };

type Pattern = (random: Random, context: NameContext) => string;

/** One business name; callers retry or suffix it when the region already has it. */
export function businessName(random: Random, category: CategoryName, context: NameContext): string {
  return random.pick(patterns[category])(random, context);
}

const naturalWord = (random: Random, context: NameContext) => (random.chance(0.55) ? random.pick(nature[context.country]) : random.pick(sharedNature));
// 'Auckland Central', 'Brisbane City' read badly inside a name: keep the town.
const placeWord = (context: NameContext) => context.locality.replace(/ (Central|City)$/, '');
const noun = (random: Random, category: CategoryName) => random.pick(nouns[category]);
const person = (random: Random) => personName(random);
// 'Sage & Sage' is not a name.
function distinctPair(draw: () => string): [string, string] {
  const first = draw();
  let second = draw();
  while (second === first) second = draw();
  return [first, second];
}

const patterns: Record<CategoryName, Pattern[]> = {
  venue: [
    (r, c) => `${placeWord(c)} ${noun(r, 'venue')}`,
    (r, c) => `${naturalWord(r, c)} ${noun(r, 'venue')}`,
    (r, c) => `The ${naturalWord(r, c)} ${noun(r, 'venue')}`,
    (r, c) => `${r.pick(adjectives)} ${naturalWord(r, c)} ${noun(r, 'venue')}`,
    (r) => `${person(r).lastName} ${noun(r, 'venue')}`,
    (r, c) => `The ${noun(r, 'venue')} at ${placeWord(c)}`,
    (r, c) => `${naturalWord(r, c)} Hill ${noun(r, 'venue')}`,
  ],
  flowers: [
    (r, c) => `${r.pick(adjectives)} ${naturalWord(r, c)} ${noun(r, 'flowers')}`,
    (r, c) => `${distinctPair(() => naturalWord(r, c)).join(' & ')} ${noun(r, 'flowers')}`,
    (r) => `${person(r).firstName} & Co. Florals`,
    (r, c) => `The ${naturalWord(r, c)} Florist`,
    (r) => {
      const { firstName, lastName } = person(r);
      return `${firstName} ${lastName} Flowers`;
    },
    (r, c) => `${placeWord(c)} ${noun(r, 'flowers')}`,
  ],
  photographer: [
    (r) => {
      const { firstName, lastName } = person(r);
      return `${firstName} ${lastName} Photography`;
    },
    (r, c) => `${naturalWord(r, c)} ${noun(r, 'photographer')}`,
    (r, c) => `${r.pick(adjectives)} ${naturalWord(r, c)} ${noun(r, 'photographer')}`,
    (r) => `${distinctPair(() => person(r).lastName).join(' & ')} ${noun(r, 'photographer')}`,
    (r, c) => `${r.pick(lightWords)} & ${naturalWord(r, c)} ${noun(r, 'photographer')}`,
  ],
  videographer: [
    (r) => {
      const { firstName, lastName } = person(r);
      return `${firstName} ${lastName} Films`;
    },
    (r, c) => `${r.pick(adjectives)} ${naturalWord(r, c)} ${noun(r, 'videographer')}`,
    (r) => `${person(r).lastName} ${noun(r, 'videographer')}`,
    (r, c) => `${naturalWord(r, c)} ${noun(r, 'videographer')}`,
    (r, c) => `${r.pick(lightWords)} & ${naturalWord(r, c)} ${noun(r, 'videographer')}`,
  ],
  cakes: [
    (r) => `${r.pick(sweets)} & ${r.pick(herbs)} ${noun(r, 'cakes')}`,
    (r) => `${person(r).firstName}'s ${noun(r, 'cakes')}`,
    (r, c) => `The ${naturalWord(r, c)} ${noun(r, 'cakes')}`,
    (r) => `${r.pick(adjectives)} ${r.pick(sweets)} ${noun(r, 'cakes')}`,
    (r, c) => `${placeWord(c)} ${noun(r, 'cakes')}`,
  ],
  celebrant: [
    (r) => {
      const { firstName, lastName } = person(r);
      return `${firstName} ${lastName} Celebrant`;
    },
    (r, c) => `${naturalWord(r, c)} ${noun(r, 'celebrant')}`,
    (r) => `Vows by ${person(r).firstName}`,
    (r, c) => `${r.pick(adjectives)} ${naturalWord(r, c)} ${noun(r, 'celebrant')}`,
    (r) => {
      const { firstName, lastName } = person(r);
      return `Celebrant ${firstName} ${lastName}`;
    },
    (r) => `I Do with ${person(r).firstName}`,
  ],
  photo_booth: [
    (r, c) => `${r.pick(adjectives)} ${naturalWord(r, c)} ${noun(r, 'photo_booth')}`,
    (r) => `${r.pick(boothWords)} ${noun(r, 'photo_booth')}`,
    (r, c) => `${naturalWord(r, c)} ${noun(r, 'photo_booth')}`,
    (r, c) => `${placeWord(c)} ${noun(r, 'photo_booth')}`,
    (r) => `Snap & ${r.pick(sweets)}`,
  ],
};
