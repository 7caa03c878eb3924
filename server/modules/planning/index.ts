// The planning module's public surface (issue 33): the couple's checklist and budget, the
// /planning overview and the weekly e-mail of the next tasks. Every function here checks that the
// viewer is the couple whose planning it is: another couple, a vendor, a visitor and an
// administrator are refused; except the weekly e-mail's job (a system context or an
// administrator, answering a count) and its unsubscribe link (the link's token is the permission).
// Bookings are read through the bookings module's own use case (the couple's bookings), never copied.
export { checklist } from './checklist';
export type { Checklist, ChecklistPeriod, PlanningTask, TaskLegal } from './checklist-model';
export { addTask } from './add-task';
export { updateTask } from './update-task';
export { completeTask } from './complete-task';
export { hideTask } from './hide-task';
export { moveTask } from './move-task';
export { budget } from './budget';
export type { Budget, BudgetItem, BudgetCategoryView } from './budget-model';
export { setBudget } from './set-budget';
export { addBudgetItem } from './add-budget-item';
export { updateBudgetItem } from './update-budget-item';
export { deleteBudgetItem } from './delete-budget-item';
export { addBudgetPayment } from './add-budget-payment';
export { updateBudgetPayment } from './update-budget-payment';
export { planningOverview, type PlanningOverview, type BookedVendor, type MissingCategory } from './planning-overview';
export { exportBudget, type BudgetExport } from './export-budget';
export { planningEmail, type PlanningEmail } from './planning-email';
export { setPlanningEmail } from './set-planning-email';
export { sendWeeklyPlanningEmails } from './send-weekly-planning-emails';
export { weeklyPlanningEmails } from './weekly-planning-emails';
export { checkWeeklyPlanningEmailLink } from './check-weekly-planning-email-link';
export { unsubscribeWeeklyPlanningEmail } from './unsubscribe-weekly-planning-email';
