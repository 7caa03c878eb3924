import { attributeGroups, type AttributeOptions, type AttributeType, type BillingInterval } from '../db/schema';
import type { CountryCode } from '../db/reference/places';
import { slugify } from '../shared/slug';
import { basicStyles } from '../shared/billing/prices';
import type { CategoryName } from '../shared/catalog/category-names';

/**
 * The seven categories of spec §2 with their attributes (the filters and facts of a listing) and
 * their billing plans. This is reference data the product needs, not only demo data.
 */

export type { CategoryName };

export type AttributeSeed = {
  name: string;
  label: string;
  group: (typeof attributeGroups)[keyof typeof attributeGroups];
  type: AttributeType;
  options: AttributeOptions;
  primary?: boolean;
};

export type PlanSeed = {
  title: string;
  /** Minor units, tax included, per country and interval. */
  amounts: Record<CountryCode, Record<BillingInterval, number>>;
  /** Add-on plans name the attribute they extend. */
  attribute?: string;
};

export type CategorySeed = {
  name: CategoryName;
  title: string;
  categorySlug: string;
  singularName: string;
  pluralName: string;
  description: string;
  icon: string;
  /** Takes several weddings a day (cakes, flowers, celebrants, photo booths): a held or booked day does not close it (issue 31). */
  oneEventADay?: boolean;
  attributes: AttributeSeed[];
  plans: PlanSeed[];
};

const { additionalInfo, optionalInfo, hidden } = attributeGroups;

// Choice values are stable keys stored in service meta: 'Light & airy' → 'light_airy'.
const choices = (...labels: string[]) => labels.map((label) => ({ value: slugify(label).replace(/-/g, '_'), label }));
const yesNo = choices('Yes', 'No');

// Spec §9: the distance slider runs from 1 km to 400 km in 1 km steps.
const radius: AttributeSeed = {
  name: 'radius',
  label: 'Travels up to',
  group: additionalInfo,
  type: 'radius',
  options: { min: 1000, max: 400000, step: 1000, default: 50000, unit: 'm' },
};

// Spec §9: a basic listing shows up to 15 photos; the "Extra Photos" add-on raises it.
const numberOfPhotos: AttributeSeed = {
  name: 'number_of_photos',
  label: 'Photos',
  group: hidden,
  type: 'number',
  options: { min: 0, max: 50, default: 15 },
};

const price = (name: string, label: string, max: number, step: number, unit?: string): AttributeSeed => ({
  name,
  label,
  group: additionalInfo,
  type: 'number',
  options: { min: 0, max, step, default: 0, ...(unit ? { unit } : {}) },
});

const radio = (name: string, label: string, group: AttributeSeed['group'] = additionalInfo): AttributeSeed => ({
  name,
  label,
  group,
  type: 'radio',
  options: { choices: yesNo },
});

// Spec §9: three styles are included in a basic listing; the "Extra Styles" add-on raises it.
const styles = (name: string, label: string, ...labels: string[]): AttributeSeed => ({
  name,
  label,
  group: additionalInfo,
  type: 'checkbox_group',
  options: { maxSelected: basicStyles, choices: choices(...labels) },
  primary: true,
});

const range = (name: string, label: string, min: number, max: number, unit: string): AttributeSeed => ({
  name,
  label,
  group: optionalInfo,
  type: 'range',
  options: { min, max, step: 1, default: [min, max], unit },
});

const plans = (base: { au: number; nz: number }, styleAttribute: string): PlanSeed[] => [
  // A year costs ten months.
  { title: 'Basic Listing', amounts: { au: { month: base.au, year: base.au * 10 }, nz: { month: base.nz, year: base.nz * 10 } } },
  { title: 'Extra Photos', attribute: 'number_of_photos', amounts: { au: { month: 900, year: 9000 }, nz: { month: 1000, year: 10000 } } },
  { title: 'Extra Styles', attribute: styleAttribute, amounts: { au: { month: 500, year: 5000 }, nz: { month: 600, year: 6000 } } },
];

export const categorySeeds: CategorySeed[] = [
  {
    name: 'venue',
    title: 'Venues',
    categorySlug: 'wedding-venues',
    singularName: 'Venue',
    pluralName: 'Wedding Venues',
    description:
      'From vineyard terraces and sandstone homesteads to beach pavilions and city ballrooms, find the place where your day unfolds. Compare capacity, styles and prices, then check which dates are still free.',
    icon: 'building-castle',
    attributes: [
      // Spec §9: the guest filter runs from 0 to 500 and starts at 70.
      { name: 'number_of_people', label: 'Number of guests', group: additionalInfo, type: 'number', options: { min: 0, max: 500, default: 70 }, primary: true },
      { ...price('min_price_per_person', 'Price per person from', 400, 5, 'per person'), primary: true },
      styles('venue_style', 'Venue styles', 'Rustic', 'Garden', 'Beach', 'Vineyard', 'Ballroom', 'Industrial', 'Historic', 'Modern', 'Barn', 'Waterfront', 'Country estate', 'Rooftop'),
      price('min_total_cost', 'Minimum spend', 100000, 500),
      range('reception_hours', 'Reception length', 0, 12, 'hours'),
      radio('indoor_ceremony', 'Indoor ceremony available'),
      radio('accommodation_on_site', 'Accommodation on site'),
      radio('wet_weather_option', 'Wet weather option', optionalInfo),
      {
        name: 'catering',
        label: 'Catering',
        group: optionalInfo,
        type: 'checkbox_group',
        options: { choices: choices('In-house catering', 'External caterers welcome', 'BYO drinks', 'Bar packages', 'Dietary menus') },
      },
      // The smallest party a venue books, kept with the capacity so people_min can be rebuilt from meta.
      { name: 'min_number_of_people', label: 'Minimum guests', group: hidden, type: 'number', options: { min: 0, max: 500, default: 0 } },
      numberOfPhotos,
    ],
    plans: plans({ au: 7900, nz: 8900 }, 'venue_style'),
  },
  {
    name: 'flowers',
    title: 'Flowers',
    categorySlug: 'wedding-flowers',
    singularName: 'Florist',
    pluralName: 'Wedding Florists',
    description:
      'Bouquets, buttonholes, arbours and long-table garlands from florists who know what is in season near you. Browse their styles and find someone who sees your day the way you do.',
    icon: 'flower',
    oneEventADay: false,
    attributes: [
      { ...price('min_package', 'Packages from', 10000, 50), primary: true },
      styles('flower_style', 'Floral styles', 'Garden', 'Wildflower', 'Native', 'Classic', 'Modern', 'Tropical', 'Dried & preserved', 'Minimal', 'Romantic', 'Boho'),
      {
        name: 'flower_services',
        label: 'Services',
        group: optionalInfo,
        type: 'checkbox_group',
        options: { choices: choices('Bridal bouquets', 'Buttonholes', 'Ceremony arbours', 'Table centrepieces', 'Flower crowns', 'Installations', 'Styling & hire') },
      },
      range('lead_time_weeks', 'Booking lead time', 0, 52, 'weeks'),
      radio('delivery_setup', 'Delivery and set-up included'),
      radius,
      numberOfPhotos,
    ],
    plans: plans({ au: 4900, nz: 5500 }, 'flower_style'),
  },
  {
    name: 'photographer',
    title: 'Photography',
    categorySlug: 'wedding-photography',
    singularName: 'Photographer',
    pluralName: 'Wedding Photographers',
    description:
      'The photographs are what you keep. Meet photographers whose work feels like you, whether that is quiet documentary moments, editorial portraits or film grain, and see what their packages include.',
    icon: 'camera',
    attributes: [
      { ...price('package_starting_from', 'Packages from', 15000, 100), primary: true },
      styles('photography_style', 'Photography styles', 'Documentary', 'Editorial', 'Fine art', 'Candid', 'Traditional', 'Moody', 'Light & airy', 'Film'),
      price('hourly_rate', 'Hourly rate', 1000, 10, 'per hour'),
      range('coverage_hours', 'Hours of coverage', 0, 14, 'hours'),
      radio('second_shooter', 'Second shooter available'),
      radio('drone', 'Drone photography', optionalInfo),
      {
        name: 'deliverables',
        label: 'What you receive',
        group: optionalInfo,
        type: 'checkbox_group',
        options: { choices: choices('Online gallery', 'Printed album', 'Engagement shoot', 'Fine art prints', 'Sneak peeks in 48 hours') },
      },
      radius,
      numberOfPhotos,
    ],
    plans: plans({ au: 4900, nz: 5500 }, 'photography_style'),
  },
  {
    name: 'videographer',
    title: 'Videography',
    categorySlug: 'wedding-videography',
    singularName: 'Videographer',
    pluralName: 'Wedding Videographers',
    description:
      'Hear your vows again and watch the speeches you missed. Wedding filmmakers offer everything from a three-minute highlight to the full ceremony, with sound, drone shots and same-day edits.',
    icon: 'video',
    attributes: [
      { ...price('package_starting_from', 'Packages from', 15000, 100), primary: true },
      styles('video_style', 'Film styles', 'Cinematic', 'Documentary', 'Highlight reel', 'Full ceremony edit', 'Super 8', 'Storytelling'),
      price('hourly_rate', 'Hourly rate', 1000, 10, 'per hour'),
      range('film_length_minutes', 'Length of the finished film', 0, 120, 'minutes'),
      radio('drone', 'Drone footage'),
      radio('same_day_edit', 'Same-day edit', optionalInfo),
      radius,
      numberOfPhotos,
    ],
    plans: plans({ au: 4900, nz: 5500 }, 'video_style'),
  },
  {
    name: 'cakes',
    title: 'Cakes',
    categorySlug: 'wedding-cakes',
    singularName: 'Cake Maker',
    pluralName: 'Wedding Cakes',
    description:
      'Naked sponges with fresh fruit, sharp buttercream tiers, croquembouche or a whole dessert table: local cake makers who deliver, set up and cater for every dietary need at the table.',
    icon: 'cake',
    oneEventADay: false,
    attributes: [
      { ...price('min_cost', 'Cakes from', 5000, 50), primary: true },
      styles('cake_style', 'Cake styles', 'Naked', 'Buttercream', 'Fondant', 'Floral', 'Geometric', 'Croquembouche', 'Cupcake tower', 'Dessert table'),
      range('tiers', 'Tiers', 1, 8, 'tiers'),
      {
        name: 'dietary_options',
        label: 'Dietary options',
        group: optionalInfo,
        type: 'checkbox_group',
        options: { choices: choices('Gluten free', 'Vegan', 'Dairy free', 'Nut free', 'Egg free') },
      },
      radio('tasting_available', 'Tastings available'),
      radio('delivery_setup', 'Delivery and set-up included', optionalInfo),
      radius,
      numberOfPhotos,
    ],
    plans: plans({ au: 3900, nz: 4500 }, 'cake_style'),
  },
  {
    name: 'celebrant',
    title: 'Celebrants',
    categorySlug: 'wedding-celebrant',
    singularName: 'Celebrant',
    pluralName: 'Wedding Celebrants',
    description:
      'A good celebrant makes the ceremony sound like the two of you. Find authorised celebrants who write personal ceremonies, handle the legal paperwork and keep everyone calm on the day.',
    icon: 'heart-handshake',
    oneEventADay: false,
    attributes: [
      { ...price('min_package', 'Ceremonies from', 3000, 50), primary: true },
      styles('ceremony_type', 'Ceremony types', 'Civil', 'Non-religious', 'Spiritual', 'Elopement', 'Same-sex', 'Bilingual', 'Vow renewal', 'Cultural'),
      range('ceremony_length_minutes', 'Ceremony length', 0, 90, 'minutes'),
      {
        name: 'languages',
        label: 'Languages',
        group: optionalInfo,
        type: 'checkbox_group',
        options: { choices: choices('English', 'Te Reo Māori', 'Italian', 'Greek', 'Mandarin', 'Spanish', 'French', 'Auslan') },
      },
      radio('sound_system', 'PA system included'),
      radio('rehearsal_included', 'Rehearsal included', optionalInfo),
      radius,
      numberOfPhotos,
    ],
    plans: plans({ au: 3900, nz: 4500 }, 'ceremony_type'),
  },
  {
    name: 'photo_booth',
    title: 'Photo Booths',
    categorySlug: 'wedding-photo-booth',
    singularName: 'Photo Booth',
    pluralName: 'Wedding Photo Booths',
    description:
      'Props, prints and a queue of laughing guests: photo booths, mirror booths and 360 video platforms for the reception. Compare hire times, what is included and where they travel.',
    icon: 'camera-selfie',
    oneEventADay: false,
    attributes: [
      { ...price('min_price_per_day', 'Hire per day from', 5000, 50), primary: true },
      styles('booth_type', 'Booth types', 'Open-air', 'Enclosed', 'Mirror', '360 video', 'GIF', 'Vintage caravan', 'Flower wall', 'Selfie station'),
      price('hourly_rate', 'Hourly rate', 1000, 10, 'per hour'),
      range('hire_hours', 'Hire length', 1, 8, 'hours'),
      radio('unlimited_prints', 'Unlimited prints'),
      radio('props_included', 'Props included', optionalInfo),
      radius,
      numberOfPhotos,
    ],
    plans: plans({ au: 3900, nz: 4500 }, 'booth_type'),
  },
];
