import { builder } from './builder';
import { createMessage, listMessageCategories } from '../modules/contact';
import { useCaseResolver } from './use-case-resolver';

builder.queryField('messageCategories', (t) =>
  t.field({
    type: 'JSON',
    description:
      "The contact form's message categories, key to label: a signed-in person's role's; a visitor's for user_role (user, vendor or other), or all of them",
    args: { user_role: t.arg.string() },
    resolve: useCaseResolver(listMessageCategories),
  }),
);

builder.mutationField('createMessage', (t) =>
  t.id({
    description:
      "Sends a contact-form message to the site's team; the message's id. Visitors give user_name, user_email and user_role and pass the bot check; a signed-in person writes as their account",
    args: {
      content: t.arg.string({ required: true }),
      category: t.arg.string({ required: true }),
      user_name: t.arg.string(),
      user_email: t.arg.string(),
      user_role: t.arg.string(),
      altcha: t.arg.string({ description: 'The bot check’s solution (visitors only; GET /api/bot-check/challenge, solved by the ALTCHA widget)' }),
    },
    resolve: useCaseResolver(createMessage),
  }),
);
