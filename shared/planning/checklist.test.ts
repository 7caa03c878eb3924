import { describe, expect, it } from 'vitest';
import { checklistTemplates, legalTasks, legalWindow, periodOfDate, periodOfTemplate, scheduleTemplates, type TaskTemplate } from './checklist';
import { addDays, daysBetween, monthsBefore, workingDaysBefore } from './dates';

const all: TaskTemplate[] = [...checklistTemplates, ...legalTasks];

describe('the default checklist', () => {
  it('has about forty tasks with unique keys and windows that close after they open', () => {
    expect(checklistTemplates.length).toBeGreaterThanOrEqual(38);
    expect(new Set(all.map((task) => task.key)).size).toBe(all.length);
    for (const task of checklistTemplates) {
      if (task.dueMonths !== undefined) expect(task.dueMonths).toBeLessThanOrEqual(task.fromMonths);
      expect(periodOfTemplate(task)).toBeTruthy();
    }
  });

  it('has no dates without a wedding date (periods only)', () => {
    const due = scheduleTemplates(all, null, '2027-03-01');
    expect([...due.values()].every((day) => day === null)).toBe(true);
  });

  it('gives each task the end of its window when the wedding is far away', () => {
    const due = scheduleTemplates(all, '2029-03-01', '2027-03-01');
    expect(due.get('venue')).toBe('2028-03-01');
    expect(due.get('final-numbers')).toBe('2029-02-08');
    expect(due.get('legal-au-noim')).toBe('2029-01-31');
    expect(due.get('thank-yous')).toBe('2029-03-31');
  });

  it('compresses a wedding four months away: nothing overdue on the first day, late tasks spread over the first weeks, NOIM one month and a day before', () => {
    const start = '2027-03-01';
    const wedding = '2027-07-01';
    const due = scheduleTemplates(all, wedding, start);
    for (const [key, day] of due) {
      expect(day, key).not.toBeNull();
      expect(daysBetween(start, day!), key).toBeGreaterThanOrEqual(1);
    }
    // The venue's window (due 12 months before) has passed: it is due within the first four weeks.
    expect(daysBetween(start, due.get('venue')!)).toBeLessThanOrEqual(28);
    expect(due.get('venue')! <= due.get('cake')!).toBe(true);
    expect(due.get('legal-au-noim')).toBe('2027-05-31');
    expect(due.get('legal-au-noim')).toBe(addDays(monthsBefore(wedding, 1), -1));
    // Tasks still in time keep their dates.
    expect(due.get('final-numbers')).toBe('2027-06-10');
  });

  it('puts everything on the day for a wedding tomorrow', () => {
    const due = scheduleTemplates(all, '2027-03-02', '2027-03-01');
    expect(due.get('venue')).toBe('2027-03-02');
  });

  it('knows the law: NOIM at least a month and at most 18 months before; NZ licence within 3 months and 3 working days before', () => {
    expect(legalWindow('legal-au-noim', '2027-03-31')).toEqual({ opens: '2025-09-30', deadline: '2027-02-28', due: '2027-02-27' });
    const nz = legalWindow('legal-nz-licence', '2027-07-05')!; // a Monday
    expect(nz.deadline).toBe('2027-06-30'); // Wednesday, three working days before
    expect(nz.opens).toBe('2027-04-05');
    expect(nz.due >= nz.opens && nz.due <= nz.deadline).toBe(true);
    expect(workingDaysBefore('2027-07-05', 1)).toBe('2027-07-02');
    for (const task of legalTasks) {
      expect(task.note).toContain('not legal advice');
      expect(task.officialUrl).toMatch(/^https:\/\/www\.(ag\.gov\.au|govt\.nz)\//);
    }
  });

  it('groups a couple’s own task by its due date', () => {
    expect(periodOfDate(null, '2027-07-01')).toBe('any-time');
    expect(periodOfDate('2026-01-01', '2027-07-01')).toBe('12-months');
    expect(periodOfDate('2027-06-28', '2027-07-01')).toBe('last-week');
    expect(periodOfDate('2027-06-10', '2027-07-01')).toBe('last-month');
    expect(periodOfDate('2027-07-10', '2027-07-01')).toBe('after');
    expect(periodOfDate('2027-03-15', '2027-07-01')).toBe('3-months');
  });
});
