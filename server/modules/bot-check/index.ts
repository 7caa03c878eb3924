// The bot-check module's public surface (spec §5's bot check, a self-hosted ALTCHA proof of work):
// adapters and other modules import from here only.
export { createBotChallenge } from './create-bot-challenge';
export { verifyBotCheck } from './verify-bot-check';
