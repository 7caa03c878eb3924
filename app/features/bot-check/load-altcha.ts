/**
 * The ALTCHA widget, loaded by BotCheckField after hydration in a chunk of its own. The "external"
 * build injects no <style> and makes no workers from blob: URLs: its stylesheet and the PBKDF2
 * worker are files of our own build, which the Content-Security-Policy's 'self' admits.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges are PBKDF2 (server/modules/bot-check/bot-challenge.ts); one worker script serves every hash.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

$altcha.defaults.set({
  challenge: '/api/bot-check/challenge',
  // A quiet frame: no logo and no link away to altcha.org.
  hideLogo: true,
  hideFooter: true,
  // Pointer and scroll traces are only for ALTCHA's hosted service, which this site does not use.
  humanInteractionSignature: false,
});
