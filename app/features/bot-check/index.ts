// The bot-check feature's public surface: the form field other features place in their forms, and
// the submit logic that sends a form in one click.
export { BotCheckField, type BotCheckControl, type BotCheckFieldProps, type BotCheckState } from './bot-check-field';
export { useBotCheckedSubmit } from './use-bot-checked-submit';
