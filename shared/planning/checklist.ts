import { addDays, daysBetween, monthsBefore, workingDaysBefore, type Day } from './dates';

/**
 * Issue 33's default checklist: about 40 tasks, each with a window before the wedding (it opens
 * `fromMonths` before and is due `dueMonths` before, or `dueDays` before for the last weeks; a
 * negative `dueDays` is after the day), grouped by period. The law of the couple's country adds
 * one task (legalTasks). Pure: the planning module lays these out as the couple's rows.
 */
export type TaskTemplate = {
  key: string;
  title: string;
  note?: string;
  fromMonths: number;
  dueMonths?: number;
  dueDays?: number;
  /** A budget category (budgetCategories), for the category search link. */
  categoryId?: string;
};

export type Country = 'au' | 'nz';

export const checklistTemplates: readonly TaskTemplate[] = [
  { key: 'budget', title: 'Agree on your budget and a first guest count', fromMonths: 18, dueMonths: 14 },
  { key: 'guest-list', title: 'Draft the guest list', fromMonths: 18, dueMonths: 13 },
  { key: 'venue', title: 'Book the ceremony and reception venue', fromMonths: 18, dueMonths: 12, categoryId: 'venue' },
  { key: 'celebrant', title: 'Book your celebrant', fromMonths: 18, dueMonths: 12, categoryId: 'celebrant' },
  { key: 'wedding-party', title: 'Ask your wedding party', fromMonths: 18, dueMonths: 12 },
  { key: 'photographer', title: 'Book your photographer', fromMonths: 15, dueMonths: 10, categoryId: 'photography' },
  { key: 'videographer', title: 'Book a videographer', fromMonths: 15, dueMonths: 9, categoryId: 'videography' },
  { key: 'caterer', title: 'Book the caterer (if the venue does not cater)', fromMonths: 14, dueMonths: 9, categoryId: 'catering' },
  { key: 'music', title: 'Book the band or DJ', fromMonths: 12, dueMonths: 9, categoryId: 'music' },
  { key: 'save-the-dates', title: 'Send save-the-dates', fromMonths: 12, dueMonths: 9, categoryId: 'stationery' },
  { key: 'insurance', title: 'Consider wedding insurance', fromMonths: 12, dueMonths: 9 },
  { key: 'attire', title: 'Choose the wedding dress or suit (made-to-order takes months)', fromMonths: 12, dueMonths: 8, categoryId: 'attire' },
  { key: 'florist', title: 'Book your florist', fromMonths: 10, dueMonths: 7, categoryId: 'flowers' },
  { key: 'hair-makeup', title: 'Book hair and makeup', fromMonths: 9, dueMonths: 6, categoryId: 'hair-makeup' },
  { key: 'styling', title: 'Book styling and hire (furniture, lighting, photo booth)', fromMonths: 9, dueMonths: 6, categoryId: 'styling' },
  { key: 'accommodation', title: 'Reserve accommodation for guests who travel', fromMonths: 9, dueMonths: 6, categoryId: 'accommodation' },
  { key: 'honeymoon', title: 'Plan the honeymoon', fromMonths: 9, dueMonths: 6, categoryId: 'honeymoon' },
  { key: 'cake', title: 'Order the cake', fromMonths: 6, dueMonths: 4, categoryId: 'cake' },
  { key: 'invitations', title: 'Order invitations', fromMonths: 6, dueMonths: 4, categoryId: 'stationery' },
  { key: 'transport', title: 'Book wedding transport', fromMonths: 6, dueMonths: 3, categoryId: 'transport' },
  { key: 'party-attire', title: 'Choose the wedding party’s outfits', fromMonths: 6, dueMonths: 3, categoryId: 'attire' },
  { key: 'rings', title: 'Choose your rings', fromMonths: 6, dueMonths: 3, categoryId: 'rings' },
  { key: 'ceremony', title: 'Plan the ceremony with your celebrant', fromMonths: 5, dueMonths: 3, categoryId: 'celebrant' },
  { key: 'tasting', title: 'Menu tasting with the venue or caterer', fromMonths: 5, dueMonths: 3, categoryId: 'catering' },
  { key: 'send-invitations', title: 'Send invitations', fromMonths: 4, dueMonths: 2, categoryId: 'stationery' },
  { key: 'fittings', title: 'Book your fittings', fromMonths: 3, dueMonths: 1, categoryId: 'attire' },
  { key: 'hair-trial', title: 'Hair and makeup trial', fromMonths: 3, dueMonths: 1, categoryId: 'hair-makeup' },
  { key: 'vows', title: 'Write your vows', fromMonths: 3, dueMonths: 1 },
  { key: 'music-list', title: 'Choose the ceremony and reception music', fromMonths: 3, dueMonths: 1, categoryId: 'music' },
  { key: 'run-sheet', title: 'Write the day’s run sheet', fromMonths: 2, dueMonths: 1 },
  { key: 'final-numbers', title: 'Confirm final numbers with the venue and caterer', fromMonths: 2, dueDays: 21, categoryId: 'catering' },
  { key: 'seating', title: 'Finish the seating plan', fromMonths: 2, dueDays: 14 },
  { key: 'confirm-vendors', title: 'Confirm times and addresses with every vendor', fromMonths: 1, dueDays: 14 },
  { key: 'final-payments', title: 'Make the final payments due before the day', fromMonths: 1, dueDays: 10 },
  { key: 'speeches', title: 'Prepare the speeches', fromMonths: 1, dueDays: 7 },
  { key: 'rehearsal', title: 'Ceremony rehearsal', fromMonths: 1, dueDays: 2, categoryId: 'celebrant' },
  { key: 'pack', title: 'Pack for the wedding night and the honeymoon', fromMonths: 1, dueDays: 3 },
  { key: 'rings-ready', title: 'Hand the rings to whoever carries them', fromMonths: 1, dueDays: 1, categoryId: 'rings' },
  { key: 'thank-yous', title: 'Send thank-you cards', fromMonths: 0, dueDays: -30 },
  { key: 'reviews', title: 'Review your vendors', fromMonths: 0, dueDays: -30 },
  { key: 'name-change', title: 'Change your name, if you wish (with your marriage certificate)', fromMonths: 0, dueDays: -60 },
];

export const notLegalAdvice = 'General information, not legal advice: check the official page.';

/** The legal task of each country (issue 33): its due date, its hard limits, the official page. */
export type LegalTask = TaskTemplate & { country: Country; officialUrl: string; officialName: string; bring: string[] };

export const legalTasks: readonly LegalTask[] = [
  {
    key: 'legal-au-noim',
    country: 'au',
    title: 'Lodge the Notice of Intended Marriage with your celebrant',
    note:
      'In Australia the Notice of Intended Marriage must reach your celebrant at least one month and at most 18 months before the wedding (Marriage Act 1961, section 42). ' +
      'Bring: the signed notice, evidence of where and when each of you was born (a birth certificate or passport), photo identification, and if either of you was married before, ' +
      'the divorce order or the death certificate. With less than a month left, only a prescribed authority can shorten the time: ask your celebrant. ' +
      notLegalAdvice,
    fromMonths: 18,
    officialUrl: 'https://www.ag.gov.au/families-and-marriage/marriage/getting-married-australia',
    officialName: 'Attorney-General’s Department: Getting married in Australia',
    bring: [
      'The completed Notice of Intended Marriage, signed',
      'Evidence of date and place of birth for each of you (birth certificate or passport)',
      'Photo identification (passport or driver licence)',
      'If married before: the divorce order, or the former spouse’s death certificate',
    ],
  },
  {
    key: 'legal-nz-licence',
    country: 'nz',
    title: 'Apply for your marriage licence',
    note:
      'In New Zealand you apply for a marriage licence to Births, Deaths and Marriages at least 3 working days before the wedding; it is valid for 3 months, so apply no earlier than 3 months before. ' +
      'You need: both your full names and dates and places of birth, your parents’ names, your celebrant’s name, and where the wedding will be. ' +
      notLegalAdvice,
    fromMonths: 3,
    officialUrl: 'https://www.govt.nz/browse/family-and-whanau/getting-married/',
    officialName: 'govt.nz: Getting married',
    bring: [
      'Full names, dates and places of birth of you both',
      'Your parents’ names',
      'Your celebrant’s name and the wedding’s place',
      'The fee (paid when you apply)',
    ],
  },
];

export const legalTaskKeys = legalTasks.map((task) => task.key);

/** The legal tasks a couple sees: their country's, or both while the country is unknown. */
export function legalTasksFor(country: Country | null): LegalTask[] {
  return legalTasks.filter((task) => country === null || task.country === country);
}

export function templateOf(key: string): TaskTemplate | LegalTask | undefined {
  return checklistTemplates.find((template) => template.key === key) ?? legalTasks.find((template) => template.key === key);
}

/** Where a legal task sits against the law: the first day it may be done, the last, and the due date we give. */
export function legalWindow(key: string, wedding: Day): { opens: Day; deadline: Day; due: Day } | null {
  if (key === 'legal-au-noim') {
    // s42: at least one month before; we ask for a day earlier, so the month is never cut short.
    const deadline = monthsBefore(wedding, 1);
    return { opens: monthsBefore(wedding, 18), deadline, due: addDays(deadline, -1) };
  }
  if (key === 'legal-nz-licence') {
    return { opens: monthsBefore(wedding, 3), deadline: workingDaysBefore(wedding, 3), due: monthsBefore(wedding, 1) };
  }
  return null;
}

/** The due date a template would have with all the time in the world. */
export function normalDueDate(template: TaskTemplate, wedding: Day): Day {
  const legal = legalWindow(template.key, wedding);
  if (legal) return legal.due;
  if (template.dueDays !== undefined) return addDays(wedding, -template.dueDays);
  return monthsBefore(wedding, template.dueMonths ?? 0);
}

/** How many days the catch-up spread lasts: up to four weeks, a quarter of the time left. */
export function catchUpDays(daysLeft: number): number {
  return Math.max(1, Math.min(28, Math.floor(daysLeft / 4)));
}

/**
 * Due dates for the default tasks (in the order given) for a wedding on `wedding`, laid out on
 * `start` (the day the couple's list was laid out). With a year or more left, each task is due at
 * the end of its window. Under a year, tasks whose due date is already past (or is `start` itself)
 * are spread evenly, in their order, over the first weeks (catchUpDays), so nothing is overdue on
 * the first day; the rest keep their dates. Tasks after the day keep theirs. Without a date: null.
 */
export function scheduleTemplates(templates: readonly TaskTemplate[], wedding: Day | null, start: Day): Map<string, Day | null> {
  const due = new Map<string, Day | null>();
  if (!wedding) {
    for (const template of templates) due.set(template.key, null);
    return due;
  }
  const daysLeft = daysBetween(start, wedding);
  const late: TaskTemplate[] = [];
  for (const template of templates) {
    const normal = normalDueDate(template, wedding);
    if (daysBetween(start, normal) >= 1) due.set(template.key, normal);
    else late.push(template);
  }
  if (late.length === 0) return due;
  if (daysLeft <= 1) {
    // The day is tomorrow, today or past: whatever is left is due on the day (or today).
    for (const template of late) due.set(template.key, daysLeft >= 1 ? wedding : start);
    return due;
  }
  const span = catchUpDays(daysLeft);
  late.forEach((template, index) => {
    // 1..span days after the start, in order, never on the start itself.
    const offset = late.length === 1 ? 1 : 1 + Math.floor((index * (span - 1)) / (late.length - 1));
    due.set(template.key, addDays(start, offset));
  });
  return due;
}

export const periods = [
  { key: '12-months', title: '12 months or more before' },
  { key: '9-months', title: '9 to 12 months before' },
  { key: '6-months', title: '6 to 9 months before' },
  { key: '3-months', title: '3 to 6 months before' },
  { key: '1-month', title: '1 to 3 months before' },
  { key: 'last-month', title: 'The last month' },
  { key: 'last-week', title: 'The last week' },
  { key: 'after', title: 'After the wedding' },
  { key: 'any-time', title: 'Any time' },
] as const;

export type PeriodKey = (typeof periods)[number]['key'];

/** A template's period, from its window (the same with or without a date). */
export function periodOfTemplate(template: TaskTemplate): PeriodKey {
  if (template.key === 'legal-au-noim') return '1-month';
  if (template.key === 'legal-nz-licence') return '1-month';
  if (template.dueDays !== undefined) return template.dueDays < 0 ? 'after' : template.dueDays >= 7 ? 'last-month' : 'last-week';
  return periodOfMonths(template.dueMonths ?? 0);
}

function periodOfMonths(months: number): PeriodKey {
  if (months >= 12) return '12-months';
  if (months >= 9) return '9-months';
  if (months >= 6) return '6-months';
  if (months >= 3) return '3-months';
  if (months >= 1) return '1-month';
  return 'last-month';
}

/** A task of the couple's own: its period from its due date against the wedding's, else "any time". */
export function periodOfDate(due: Day | null, wedding: Day | null): PeriodKey {
  if (!due || !wedding) return 'any-time';
  const days = daysBetween(due, wedding);
  if (days < 0) return 'after';
  if (days < 7) return 'last-week';
  if (days < 30) return 'last-month';
  if (due > monthsBefore(wedding, 1)) return 'last-month';
  for (const [months, period] of [[12, '12-months'], [9, '9-months'], [6, '6-months'], [3, '3-months']] as const) {
    if (due <= monthsBefore(wedding, months)) return period;
  }
  return '1-month';
}
