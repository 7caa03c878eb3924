// What the planning area's other pages (the guest list, issue 34) build on: the planning pages'
// navigation, one-button forms, form answers and look.
export { ButtonForm } from './button-form';
export { failureOf, type FormAnswer } from './form-answer';
export { PlanningNav } from './planning-nav';
export { default as planningClasses } from './planning.module.css';
