import { ageGroupField, dietaryField, emailText, firstNameField, groupField, lastNameField, mealField, notesField, optional, plusOnesField, sideField } from './input-fields';

/** A guest's own fields, each optional (addGuest requires the first name). */
export const guestFields = {
  firstName: optional(firstNameField),
  lastName: optional(lastNameField),
  ageGroup: optional(ageGroupField),
  side: optional(sideField),
  groupName: optional(groupField),
  email: optional(emailText),
  dietary: optional(dietaryField),
  meal: optional(mealField),
  notes: optional(notesField),
  plusOnesAllowed: optional(plusOnesField),
};
