import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a bot-check challenge in Node with altcha-lib's own solver (about a second) and answers
 * the form field `altcha` exactly as the widget submits it: base64 of { challenge, solution }.
 */
export async function solveBotChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-check challenge was not solved in time');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}
