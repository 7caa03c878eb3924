/**
 * Guest list CSV files for the import's tests (issue 34): the "Done when" file of 20 rows, one of
 * them bad (row 7: no first name), as a couple's spreadsheet would hold it.
 */

/** The spreadsheet row of the bad row (the header is row 1). */
export const badRow = 7;

/** 20 rows, 19 of them guests in 9 households (one plus-one, two children, accented names), and a "Welcome drinks" event the couple does not have yet. */
export function twentyGuestCsv(): string {
  const rows = [
    ['First name', 'Last name', 'Household', 'E-mail', 'Age group', 'Side', 'Meal', 'Dietary needs', 'Plus-ones', 'Plus-one of', 'Events'],
    ['Christopher', 'Nguyen', 'The Nguyens', 'chris.nguyen@example.com', 'adult', 'partner-1', 'Fish', '', '1', '', 'Ceremony; Reception'],
    ['Linh', 'Nguyen', 'The Nguyens', '', 'adult', 'partner-1', 'Beef', 'No shellfish', '', '', 'Ceremony; Reception'],
    ['Minh', 'Nguyen', 'The Nguyens', '', 'child', 'partner-1', 'Kids', '', '', '', 'Ceremony; Reception'],
    ['Zoë', 'García', 'García family', 'zoe@example.com', 'adult', 'partner-2', 'Risotto', 'Vegetarian', '', '', 'Ceremony; Reception; Welcome drinks'],
    ['José', 'García', 'García family', '', 'adult', 'partner-2', 'Fish', '', '', '', 'Ceremony; Reception; Welcome drinks'],
    ['', 'García', 'García family', '', 'adult', 'partner-2', '', '', '', '', 'Reception'],
    ['Aoife', 'O’Brien', 'O’Brien', 'aoife@example.com', 'adult', 'both', 'Beef', '', '1', '', 'Ceremony; Reception'],
    ['Sam', 'Taylor', 'O’Brien', '', 'adult', 'both', 'Beef', '', '', 'Aoife O’Brien', ''],
    ['Priya', 'Shah', 'Shah', 'priya@example.com', 'adult', 'partner-1', 'Risotto', 'Vegan', '', '', 'Ceremony; Reception'],
    ['Arjun', 'Shah', 'Shah', '', 'adult', 'partner-1', 'Risotto', 'Vegan', '', '', 'Ceremony; Reception'],
    ['Tom', 'Walker', 'Walkers', 'tom@example.com', 'adult', 'partner-2', 'Beef', '', '', '', 'Reception'],
    ['Ella', 'Walker', 'Walkers', '', 'adult', 'partner-2', 'Fish', 'Gluten free', '', '', 'Reception'],
    ['Ruby', 'Walker', 'Walkers', '', 'infant', 'partner-2', '', '', '', '', 'Reception'],
    ['Hemi', 'Parata', 'Parata', 'hemi@example.com', 'adult', 'both', 'Beef', '', '', '', 'Ceremony; Reception'],
    ['Mere', 'Parata', 'Parata', '', 'adult', 'both', 'Fish', '', '', '', 'Ceremony; Reception'],
    ['Grace', 'Kim', 'Kims', 'grace@example.com', 'adult', 'partner-1', 'Risotto', 'No nuts', '', '', 'Ceremony; Reception'],
    ['Daniel', 'Kim', 'Kims', '', 'adult', 'partner-1', 'Beef', '', '', '', 'Ceremony; Reception'],
    ['Lucas', 'Kim', 'Kims', '', 'child', 'partner-1', 'Kids', '', '', '', 'Ceremony; Reception'],
    ['Fatima', 'Haddad', '', 'fatima@example.com', 'adult', 'partner-2', 'Risotto', 'Halal', '', '', 'Ceremony; Reception'],
    ['Olga', 'Ivanova', '', '', 'adult', 'both', 'Fish', '', '', '', 'Reception'],
  ];
  return `${rows.map((cells) => cells.map((cell) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;
}

/** A CSV of `count` guests, `perHousehold` to a household, with first and last names only (and the household). */
export function guestCsvOf(count: number, { perHousehold = 1, prefix = 'Guest' }: { perHousehold?: number; prefix?: string } = {}): string {
  const lines = ['First name,Last name,Household'];
  for (let index = 0; index < count; index += 1) lines.push(`${prefix}${index},Family${Math.floor(index / perHousehold)},House ${Math.floor(index / perHousehold)}`);
  return `${lines.join('\n')}\n`;
}
