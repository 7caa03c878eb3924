import { builder } from './builder';
import {
  addBudgetItem,
  addBudgetPayment,
  addTask,
  budget,
  checklist,
  completeTask,
  deleteBudgetItem,
  hideTask,
  moveTask,
  planningEmail,
  planningOverview,
  setBudget,
  setPlanningEmail,
  updateBudgetItem,
  updateBudgetPayment,
  updateTask,
  type BookedVendor,
  type Budget,
  type BudgetCategoryView,
  type BudgetItem,
  type Checklist,
  type ChecklistPeriod,
  type MissingCategory,
  type PlanningEmail,
  type PlanningOverview,
  type PlanningTask,
  type TaskLegal,
} from '../modules/planning';
import { useCaseResolver } from './use-case-resolver';

/**
 * Issue 33: the couple's checklist and budget; every rule lives in the planning module. Money is in
 * minor units (cents) of the budget's currency; computed totals are Float because a per-guest item's
 * total can pass a 32-bit Int (they are always whole numbers).
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const TaskLegalType = builder.objectRef<TaskLegal>('PlanningTaskLegal').implement({
  description: 'A legal task’s official page and limits: general information, not legal advice',
  fields: (t) => ({
    official_url: t.exposeString('officialUrl'),
    official_name: t.exposeString('officialName'),
    bring: t.exposeStringList('bring', { description: 'What to bring or have ready' }),
    opens: t.exposeString('opens', { nullable: true, description: 'YYYY-MM-DD: the first day the law allows' }),
    deadline: t.exposeString('deadline', { nullable: true, description: 'YYYY-MM-DD: the last day the law allows' }),
    not_legal_advice: t.exposeString('notLegalAdvice'),
  }),
});

const TaskType = builder.objectRef<PlanningTask>('PlanningTask').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    note: t.exposeString('note'),
    due_date: t.exposeString('dueDate', { nullable: true, description: 'YYYY-MM-DD; null without a wedding date (periods only)' }),
    due_date_set: t.exposeBoolean('dueDateSet', { description: 'The couple set this date (else it follows the wedding date)' }),
    period: t.exposeString('period'),
    done: t.exposeBoolean('done'),
    done_at: t.string({ nullable: true, resolve: (task) => iso(task.doneAt) }),
    hidden: t.exposeBoolean('hidden'),
    overdue: t.exposeBoolean('overdue'),
    position: t.exposeInt('position'),
    template: t.exposeString('template', { nullable: true, description: 'The default list’s key; null for the couple’s own tasks' }),
    category_id: t.exposeString('categoryId', { nullable: true }),
    search_url: t.exposeString('searchUrl', { nullable: true, description: 'A category search near the wedding (a plain link)' }),
    conversation_id: t.id({ nullable: true, description: 'The conversation with the vendor booked in this task’s category', resolve: (task) => task.conversationId }),
    legal: t.field({ type: TaskLegalType, nullable: true, resolve: (task) => task.legal }),
  }),
});

const PeriodType = builder.objectRef<ChecklistPeriod>('ChecklistPeriod').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    total: t.exposeInt('total'),
    done: t.exposeInt('done'),
    tasks: t.field({ type: [TaskType], resolve: (period) => period.tasks }),
  }),
});

const ChecklistType = builder.objectRef<Checklist>('Checklist').implement({
  fields: (t) => ({
    wedding_date: t.exposeString('weddingDate', { nullable: true }),
    today: t.exposeString('today'),
    schedule_from: t.exposeString('scheduleFrom', { nullable: true, description: 'The day the list was laid out for this wedding date' }),
    compressed: t.exposeBoolean('compressed', { description: 'Under a year to go: late tasks spread over the first weeks' }),
    country: t.exposeString('country', { nullable: true, description: 'au or nz, from the wedding location; null when unknown (both legal tasks shown)' }),
    periods: t.field({ type: [PeriodType], resolve: (list) => list.periods }),
    hidden: t.field({ type: [TaskType], resolve: (list) => list.hidden }),
    total: t.exposeInt('total'),
    done: t.exposeInt('done'),
  }),
});

type Figures = Budget['overall'];
const figureFields = (t: Parameters<NonNullable<Parameters<ReturnType<typeof builder.objectRef<Figures>>['implement']>[0]['fields']>>[0]) => ({
  planned: t.exposeFloat('planned', { description: 'Sum of estimates (minor units)' }),
  committed: t.exposeFloat('committed', { description: 'Sum of actual costs, bookings included' }),
  paid: t.exposeFloat('paid'),
  expected: t.exposeFloat('expected', { description: 'Actual where known, else estimate' }),
  left: t.exposeFloat('left', { nullable: true, description: 'Total minus expected; null without a total' }),
  overspend: t.exposeFloat('overspend'),
});

const FiguresType = builder.objectRef<Figures>('BudgetFigures').implement({ fields: (t) => figureFields(t) });

const DefaultType = builder.objectRef<BudgetCategoryView['default']>('BudgetDefault').implement({
  description: 'A category’s default and where it comes from',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'average, range or none' }),
    amount: t.int({ nullable: true, resolve: (value) => (value.kind === 'average' ? value.amount : null) }),
    low: t.int({ nullable: true, resolve: (value) => (value.kind === 'range' ? value.low : value.kind === 'average' ? value.amount : null) }),
    high: t.int({ nullable: true, resolve: (value) => (value.kind === 'range' ? value.high : value.kind === 'average' ? value.amount : null) }),
    per_guest: t.boolean({ resolve: (value) => (value.kind === 'none' ? false : value.perGuest) }),
    source: t.exposeString('source'),
  }),
});

const CategoryType = builder.objectRef<BudgetCategoryView>('BudgetCategory').implement({
  fields: (t) => ({
    id: t.exposeString('categoryId'),
    title: t.exposeString('title'),
    over_budget: t.exposeBoolean('overBudget', { description: 'Expected above planned' }),
    default: t.field({ type: DefaultType, resolve: (category) => category.default }),
    ...figureFields(t as never),
  }),
});

const PaymentType = builder.objectRef<BudgetItem['payments'][number]>('BudgetPayment').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'A number, or "booking-N-deposit" for a booking’s deposit' }),
    amount: t.exposeInt('amount'),
    due_date: t.exposeString('dueDate', { nullable: true }),
    paid: t.exposeBoolean('paid'),
  }),
});

const ItemType = builder.objectRef<BudgetItem>('BudgetItem').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'A number, or "booking-N" for a booking’s accepted quote (follows the booking)' }),
    category_id: t.exposeString('categoryId'),
    name: t.exposeString('name'),
    estimate: t.exposeInt('estimate', { description: 'Per guest when per_guest' }),
    actual: t.exposeInt('actual', { nullable: true, description: 'Per guest when per_guest' }),
    per_guest: t.exposeBoolean('perGuest'),
    estimate_total: t.exposeFloat('estimateTotal'),
    actual_total: t.exposeFloat('actualTotal', { nullable: true }),
    total: t.exposeFloat('total', { description: 'The computed total in minor units: actual when known, else estimate; per-guest items follow the guest count' }),
    paid: t.exposeFloat('paid'),
    currency: t.exposeString('currency'),
    counted: t.exposeBoolean('counted', { description: 'False for another currency than the budget’s: listed, not summed' }),
    source: t.exposeString('source', { description: 'couple or booking' }),
    booking_id: t.id({ nullable: true, resolve: (item) => item.bookingId }),
    booking_status: t.exposeString('bookingStatus', { nullable: true }),
    conversation_id: t.id({ nullable: true, resolve: (item) => item.conversationId }),
    payments: t.field({ type: [PaymentType], resolve: (item) => item.payments }),
  }),
});

const UpcomingType = builder.objectRef<Budget['upcoming'][number]>('UpcomingPayment').implement({
  fields: (t) => ({
    payment_id: t.exposeID('paymentId'),
    item_id: t.exposeID('itemId'),
    item_name: t.exposeString('itemName'),
    amount: t.exposeInt('amount'),
    due_date: t.exposeString('dueDate'),
    overdue: t.exposeBoolean('overdue'),
  }),
});

const SuggestionType = builder.objectRef<Budget['suggested']>('BudgetSuggestion').implement({
  fields: (t) => ({ amount: t.exposeFloat('amount'), low: t.exposeFloat('low'), high: t.exposeFloat('high'), source: t.exposeString('source') }),
});

const BudgetType = builder.objectRef<Budget>('Budget').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    country: t.exposeString('country', { nullable: true }),
    total: t.exposeInt('total', { nullable: true }),
    guests: t.exposeInt('guests', { nullable: true, description: 'The saved guest count' }),
    attending: t.exposeInt('attending', { nullable: true, description: 'Guests attending the reception (or the largest event) by their RSVP answers; null until any guest answered "attending"' }),
    guests_used: t.exposeInt('guestsUsed', {
      nullable: true,
      description: 'The count these figures use: a "what if" count when asked, else the attending count once there is one, else the saved count',
    }),
    suggested: t.field({ type: SuggestionType, resolve: (value) => value.suggested }),
    items: t.field({ type: [ItemType], resolve: (value) => value.items }),
    categories: t.field({ type: [CategoryType], resolve: (value) => value.categories }),
    overall: t.field({ type: FiguresType, resolve: (value) => value.overall }),
    upcoming: t.field({ type: [UpcomingType], description: 'Pending payments due in the next 30 days, and overdue ones', resolve: (value) => value.upcoming }),
    today: t.exposeString('today'),
  }),
});

const BookedVendorType = builder.objectRef<BookedVendor>('PlanningBookedVendor').implement({
  fields: (t) => ({
    booking_id: t.exposeID('bookingId'),
    service_name: t.exposeString('serviceName'),
    service_path: t.exposeString('servicePath'),
    conversation_id: t.exposeID('conversationId'),
    status: t.exposeString('status'),
    total: t.exposeFloat('total'),
    currency: t.exposeString('currency'),
  }),
});

const BookedCategoryType = builder.objectRef<PlanningOverview['booked'][number]>('PlanningBookedCategory').implement({
  fields: (t) => ({ category_id: t.exposeString('categoryId'), title: t.exposeString('title'), vendors: t.field({ type: [BookedVendorType], resolve: (entry) => entry.vendors }) }),
});

const MissingType = builder.objectRef<MissingCategory>('PlanningMissingCategory').implement({
  fields: (t) => ({ category_id: t.exposeString('categoryId'), title: t.exposeString('title'), text: t.exposeString('text'), search_url: t.exposeString('searchUrl') }),
});

const GlanceType = builder.objectRef<PlanningOverview['budget']>('PlanningBudgetGlance').implement({
  fields: (t) => ({ ...figureFields(t as never), total: t.exposeInt('total', { nullable: true }), currency: t.exposeString('currency') }),
});

const OverviewType = builder.objectRef<PlanningOverview>('PlanningOverview').implement({
  fields: (t) => ({
    wedding_date: t.exposeString('weddingDate', { nullable: true }),
    wedding_location: t.exposeString('weddingLocation', { nullable: true }),
    today: t.exposeString('today'),
    days_since_wedding: t.exposeInt('daysSinceWedding', { nullable: true, description: 'Spec §4: positive reads "since you said", else "until you say" I Do!' }),
    next_tasks: t.field({ type: [TaskType], resolve: (value) => value.nextTasks }),
    tasks_done: t.exposeInt('tasksDone'),
    tasks_total: t.exposeInt('tasksTotal'),
    budget: t.field({ type: GlanceType, resolve: (value) => value.budget }),
    booked: t.field({ type: [BookedCategoryType], resolve: (value) => value.booked }),
    missing: t.field({ type: [MissingType], resolve: (value) => value.missing }),
  }),
});

const PlanningEmailType = builder.objectRef<PlanningEmail>('PlanningEmail').implement({
  description: 'The couple’s planning e-mail: the weekly e-mail of the next tasks, off until they switch it on',
  fields: (t) => ({
    weekly: t.exposeBoolean('weekly', { description: 'The weekly e-mail of the next five open tasks, with an unsubscribe link' }),
    last_sent_at: t.string({ nullable: true, description: 'When the last weekly e-mail went out (ISO 8601)', resolve: (value) => iso(value.lastSentAt) }),
  }),
});

builder.queryFields((t) => ({
  checklist: t.field({ type: ChecklistType, description: 'The signed-in couple’s checklist', resolve: (_root, _args, ctx) => checklist(ctx) }),
  budget: t.field({
    type: BudgetType,
    description: 'The signed-in couple’s budget; guests: a "what if" count (nothing saved)',
    args: { guests: t.arg.int() },
    resolve: useCaseResolver(budget),
  }),
  planningOverview: t.field({ type: OverviewType, description: 'What /planning shows', resolve: (_root, _args, ctx) => planningOverview(ctx) }),
  planningEmail: t.field({ type: PlanningEmailType, description: 'Whether the signed-in couple gets the weekly e-mail of their next tasks', resolve: (_root, _args, ctx) => planningEmail(ctx) }),
}));

const taskArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  due_date: t.arg.string({ description: 'YYYY-MM-DD; null: none (a default task follows the wedding date again)' }),
  note: t.arg.string({ description: 'Up to 2,000 characters' }),
  category_id: t.arg.string({ description: 'A budget category id, for its search link' }),
});

builder.mutationFields((t) => ({
  addTask: t.field({ type: ChecklistType, args: { title: t.arg.string({ required: true, description: 'Up to 200 characters' }), ...taskArgs(t) }, resolve: useCaseResolver(addTask) }),
  updateTask: t.field({ type: ChecklistType, args: { id: t.arg.id({ required: true }), title: t.arg.string(), ...taskArgs(t) }, resolve: useCaseResolver(updateTask) }),
  completeTask: t.field({ type: ChecklistType, args: { id: t.arg.id({ required: true }), done: t.arg.boolean({ description: 'true by default' }) }, resolve: useCaseResolver(completeTask) }),
  hideTask: t.field({ type: ChecklistType, args: { id: t.arg.id({ required: true }), hidden: t.arg.boolean({ description: 'true by default; false shows it again' }) }, resolve: useCaseResolver(hideTask) }),
  moveTask: t.field({ type: ChecklistType, args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true, description: '0 first' }) }, resolve: useCaseResolver(moveTask) }),
  setBudget: t.field({
    type: BudgetType,
    args: { total: t.arg.int({ description: 'Minor units; null clears' }), guests: t.arg.int({ description: 'null clears' }) },
    resolve: useCaseResolver(setBudget),
  }),
  addBudgetItem: t.field({
    type: BudgetType,
    args: {
      category_id: t.arg.string({ required: true }),
      name: t.arg.string({ required: true, description: 'Up to 120 characters' }),
      estimate: t.arg.int({ description: 'Minor units (per guest when per_guest)' }),
      actual: t.arg.int({ description: 'Minor units (per guest when per_guest)' }),
      per_guest: t.arg.boolean(),
    },
    resolve: useCaseResolver(addBudgetItem),
  }),
  updateBudgetItem: t.field({
    type: BudgetType,
    args: { id: t.arg.id({ required: true }), category_id: t.arg.string(), name: t.arg.string(), estimate: t.arg.int(), actual: t.arg.int(), per_guest: t.arg.boolean() },
    resolve: useCaseResolver(updateBudgetItem),
  }),
  deleteBudgetItem: t.field({ type: BudgetType, args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(deleteBudgetItem) }),
  addBudgetPayment: t.field({
    type: BudgetType,
    args: { item_id: t.arg.id({ required: true }), amount: t.arg.int({ required: true }), due_date: t.arg.string(), paid: t.arg.boolean() },
    resolve: useCaseResolver(addBudgetPayment),
  }),
  updateBudgetPayment: t.field({
    type: BudgetType,
    args: { id: t.arg.id({ required: true }), amount: t.arg.int(), due_date: t.arg.string(), paid: t.arg.boolean() },
    resolve: useCaseResolver(updateBudgetPayment),
  }),
  setPlanningEmail: t.field({
    type: PlanningEmailType,
    description: 'Switches the signed-in couple’s weekly e-mail of their next tasks on or off (the profile’s Notifications)',
    args: { weekly: t.arg.boolean({ required: true }) },
    resolve: useCaseResolver(setPlanningEmail),
  }),
}));
