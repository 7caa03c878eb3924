// The planning module's public surface (issue 33): the couple's checklist and budget and the
// /planning overview. Every function here checks that the viewer is the couple whose planning it
// is: another couple, a vendor, a visitor and an administrator are refused. Bookings are read
// through the bookings module's own use case (the couple's bookings), never copied.
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
