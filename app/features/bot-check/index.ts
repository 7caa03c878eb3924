// The bot-check feature's public surface: the form field other features place in their forms.
export { BotCheckField, type BotCheckFieldProps } from './bot-check-field';
