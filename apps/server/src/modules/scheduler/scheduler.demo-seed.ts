import { schedules } from '../../db/schema';
import type { Executor } from '../../db/client';
import { ruleFrom, seriesEnd, toRRule } from './recurrence';

/** The demo class's week: Maths on Monday, Wednesday and Friday, Science on Tuesday and Thursday (UTC). */
export async function seedDemoSchedules(tx: Executor, klass: { id: string; instituteId: string }, teacherId: string) {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const at = (dayOffset: number, hour: number, minute = 0) =>
    new Date(monday.getTime() + dayOffset * 24 * 60 * 60 * 1000 + (hour * 60 + minute) * 60 * 1000);
  const lessons = [
    {
      title: 'Maths',
      start: at(0, 9),
      minutes: 45,
      weekdays: ['MO', 'WE', 'FR'] as const,
      link: 'https://meet.example.com/class-6a-maths',
    },
    { title: 'Science', start: at(1, 10, 30), minutes: 60, weekdays: ['TU', 'TH'] as const, link: null },
  ];
  await tx.insert(schedules).values(
    lessons.map((lesson) => {
      const rule = ruleFrom({ frequency: 'WEEKLY', weekdays: [...lesson.weekdays], count: 36 }, lesson.start, 'UTC')!;
      const duration = lesson.minutes * 60 * 1000;
      return {
        classId: klass.id,
        instituteId: klass.instituteId,
        title: lesson.title,
        startAt: lesson.start,
        endAt: new Date(lesson.start.getTime() + duration),
        timeZone: 'UTC',
        rrule: toRRule(rule),
        seriesEndAt: seriesEnd(lesson.start, duration, 'UTC', rule),
        meetingLink: lesson.link,
        createdBy: teacherId,
      };
    }),
  );
}
