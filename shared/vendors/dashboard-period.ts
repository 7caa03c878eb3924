/** Days in each of the two periods the vendor's dashboard compares (its figures and its chart's axis). */
export const dashboardPeriodDays = 30;
