import { builder } from './builder';
import { changeEmail, changePassword, updateAvatar, updateContactInfo, updateNotificationSettings, updateWeddingInfo } from '../modules/accounts';
import { InvalidInputError } from '../kernel';
import { ViewerType } from './accounts';
import { useCaseResolver } from './use-case-resolver';

// Spec §7's updateUser comes in four forms; the arguments given say which.
const updateUserForms = [
  { fields: ['avatar'], resolve: useCaseResolver(updateAvatar) },
  { fields: ['first_name', 'last_name', 'address', 'nickname'], resolve: useCaseResolver(updateContactInfo) },
  { fields: ['wedding_date', 'wedding_venue', 'wedding_location'], resolve: useCaseResolver(updateWeddingInfo) },
  { fields: ['newsletter_notify', 'updates_notify', 'messages_notify_frequently'], resolve: useCaseResolver(updateNotificationSettings) },
] as const;

const oneFormMessage =
  'Give the fields of one form: avatar; first_name, last_name, address (and nickname); wedding_date, wedding_venue, wedding_location; or newsletter_notify, updates_notify, messages_notify_frequently.';

builder.mutationField('updateUser', (t) =>
  t.field({
    type: ViewerType,
    description:
      "Changes one form of a user's profile: the avatar (a multipart upload); contact info; wedding information " +
      '(wedding_date in any common date form, stored as YYYY-MM-DD HH:mm:ss); or notifications (newsletter_notify and ' +
      'updates_notify 0 or 1, messages_notify_frequently 0 never, 1 every new message, 2 a daily summary). Fields left ' +
      'out keep their value; empty optional text clears it. Only the user themselves or an administrator.',
    args: {
      id: t.arg.id({ required: true }),
      avatar: t.arg({ type: 'File' }),
      first_name: t.arg.string(),
      last_name: t.arg.string(),
      address: t.arg.string(),
      nickname: t.arg.string(),
      wedding_date: t.arg.string(),
      wedding_venue: t.arg.string(),
      wedding_location: t.arg.string(),
      newsletter_notify: t.arg.int(),
      updates_notify: t.arg.int(),
      messages_notify_frequently: t.arg.int(),
    },
    resolve: (root, args, context) => {
      const given = updateUserForms.filter((form) => form.fields.some((field) => args[field] !== undefined));
      if (given.length !== 1) throw new InvalidInputError({ input: [oneFormMessage] });
      return given[0].resolve(root, args, context);
    },
  }),
);

builder.mutationField('updateUserEmail', (t) =>
  t.field({
    type: ViewerType,
    description: 'Changes the e-mail address after the current password (of the person asking); the new address is unverified',
    args: {
      id: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      email_confirmation: t.arg.string({ required: true }),
      current_password: t.arg.string({ required: true }),
    },
    resolve: useCaseResolver(changeEmail),
  }),
);

builder.mutationField('updateUserPassword', (t) =>
  t.field({
    type: ViewerType,
    description: "Changes the password after the current one; ends the account's other sessions and gives this browser a new one",
    args: {
      id: t.arg.id({ required: true }),
      password: t.arg.string({ required: true }),
      password_confirmation: t.arg.string({ required: true }),
      current_password: t.arg.string({ required: true }),
    },
    resolve: useCaseResolver(changePassword),
  }),
);
