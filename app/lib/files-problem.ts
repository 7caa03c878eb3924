/** How many files a form's file field takes, and how big each may be (under `maxBytes`). */
export type FileRules = { max: number; maxBytes: number; one: string; many: string };

/**
 * What is wrong with the files chosen for a form's file field, before they are sent (the server
 * checks again): too many, or one at the size limit, by name. Null when they may go. Used by a
 * review's photos (app/features/reviews/photos-problem.ts) and a dispute's evidence
 * (app/features/review-moderation/evidence-problem.ts).
 */
export function filesProblem(files: { name: string; size: number }[], { max, maxBytes, one, many }: FileRules): string | null {
  if (files.length > max) return `At most ${max} ${many}: please choose fewer.`;
  const big = files.filter((file) => file.size >= maxBytes);
  if (big.length > 0) return `Each ${one} must be smaller than ${Math.round(maxBytes / 1_048_576)} MB (too big: ${big.map((file) => file.name).join(', ')}). Please choose smaller ${many}.`;
  return null;
}
