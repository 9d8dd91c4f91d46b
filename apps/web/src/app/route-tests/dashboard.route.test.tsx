import {
  type Role,
  aiCapabilitiesRoute,
  aiHistoryRoute,
  dailyLogsRoute,
  favouritesRoute,
  fetchSchedulesForTodayRoute,
  isSessionActiveRoute,
  myAssessmentsRoute,
  remarksListRoute,
  toGradeRoute,
  userClassesRoute,
} from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import {
  buildBehaviourEntry,
  buildClass,
  buildDailyLogDay,
  buildDailyLogs,
  buildMyAssessment,
  buildOccurrence,
  buildRemarksList,
  buildToGradeItem,
  shellMocks,
} from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher: Role[] = ['instructor'];
const student: Role[] = ['learner'];
const path = '/dashboard/create';

/** The layout's handlers, then this test's own (added later, so they answer first). */
function mock(roles: Role[], ...handlers: Parameters<typeof server.use>) {
  server.use(...shellMocks(roles));
  // The teacher's Bright AI tools (their own tests) load beside the cards: left waiting here.
  server.use(pending(aiCapabilitiesRoute), pending(favouritesRoute), pending(aiHistoryRoute));
  server.use(...handlers);
}

/** A card once it has left its loading state for `status`. */
async function card(testId: string, status: 'pending' | 'error' | 'empty' | 'ready') {
  const found = await screen.findByTestId(testId);
  await waitFor(() => expect(found).toHaveAttribute('data-status', status));
  return found;
}

describe('route /dashboard/create, a teacher', () => {
  it('loading: the roles and every card wait behind placeholders', async () => {
    mock(
      teacher,
      pending(isSessionActiveRoute),
      pending(fetchSchedulesForTodayRoute),
      pending(toGradeRoute),
      pending(dailyLogsRoute),
    );
    await renderRoute(path, { as: teacher });
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard')).toHaveAttribute('data-kind', 'instructor');
    expect(screen.queryByTestId('dashboard-roles')).not.toBeInTheDocument();
    for (const id of ['dashboard-today', 'dashboard-to-grade', 'dashboard-activity']) {
      expect(screen.getByTestId(id)).toHaveAttribute('data-status', 'pending');
    }
    expect(screen.queryByTestId('dashboard-due')).not.toBeInTheDocument();
  });

  it('empty: nothing today, nothing to grade, no activity, each said plainly', async () => {
    mock(
      teacher,
      reply(fetchSchedulesForTodayRoute, { day: '2026-01-05', occurrences: [] }),
      reply(toGradeRoute, { items: [] }),
      reply(dailyLogsRoute, buildDailyLogs([])),
    );
    await renderRoute(path, { as: teacher });
    expect(await card('dashboard-today', 'empty')).toHaveTextContent('Nothing is scheduled for today.');
    expect(await card('dashboard-to-grade', 'empty')).toHaveTextContent('Nothing is waiting for a grade.');
    expect(await card('dashboard-activity', 'empty')).toHaveTextContent('Nothing was logged in the last 7 days.');
  });

  it('error: a card that could not load says so, the others still show', async () => {
    mock(
      teacher,
      fail(fetchSchedulesForTodayRoute, 500, 'Something went wrong'),
      fail(toGradeRoute, 403, 'Not authorized to perform this action'),
      reply(dailyLogsRoute, buildDailyLogs([buildDailyLogDay()])),
    );
    await renderRoute(path, { as: teacher });
    const failed = 'This could not be loaded. Try again later.';
    expect(await card('dashboard-today', 'error')).toHaveTextContent(failed);
    expect(await card('dashboard-to-grade', 'error')).toHaveTextContent(failed);
    expect(await card('dashboard-activity', 'ready')).toHaveTextContent('1 class');
  });

  it("happy: the session's roles, today's classes, what waits for a grade and the last days' activity", async () => {
    let range: string | null = null;
    mock(
      teacher,
      reply(fetchSchedulesForTodayRoute, {
        day: '2026-01-05',
        occurrences: [
          buildOccurrence(),
          buildOccurrence({ occurrenceId: 'o-2', title: 'Science', classId: 'c-2', className: 'Class 7B' }),
        ],
      }),
      reply(toGradeRoute, { items: [buildToGradeItem()] }),
      handle(dailyLogsRoute, ({ query }) => {
        range = query.get('range');
        return {
          message: 'Success',
          data: buildDailyLogs([
            buildDailyLogDay({ date: '2026-01-04', attendanceTaken: 0, feedbackGiven: 0 }),
            buildDailyLogDay({ date: '2026-01-05', attendanceTaken: 2 }),
          ]),
        };
      }),
    );
    await renderRoute(path, { as: teacher });
    expect(await screen.findByTestId('dashboard-roles')).toHaveTextContent('Teacher');

    const today = await card('dashboard-today', 'ready');
    const classes = within(today).getAllByTestId('dashboard-today-item');
    expect(classes.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Maths'),
      expect.stringContaining('Science'),
    ]);
    expect(within(today).getByRole('link', { name: 'Class 7B' })).toHaveAttribute('href', '/classes/c-2?tab=schedule');

    const grade = await card('dashboard-to-grade', 'ready');
    const waiting = within(grade).getByTestId('dashboard-to-grade-item');
    expect(waiting).toHaveTextContent('Fractions quiz');
    expect(waiting).toHaveTextContent('3 to grade');
    expect(waiting).toHaveAttribute('href', '/dashboard/assessment/a-1/results');

    const activity = await card('dashboard-activity', 'ready');
    const days = within(activity).getAllByTestId('dashboard-activity-item');
    expect(days).toHaveLength(2);
    // Newest day first, with what was done that day.
    expect(days[0]).toHaveTextContent('Attendance taken 2 times');
    expect(days[1]).not.toHaveTextContent('Attendance taken');
    expect(range).toBe('LAST_7_DAYS');
  });
});

describe('route /dashboard/create, a student', () => {
  const learning = buildClass({ relation: 'learner', abilities: { canTeach: false, canManage: false } });

  it('loading: work due, today and feedback wait behind placeholders', async () => {
    mock(student, pending(myAssessmentsRoute), pending(fetchSchedulesForTodayRoute), pending(userClassesRoute));
    await renderRoute(path, { as: student });
    expect(await screen.findByTestId('dashboard')).toHaveAttribute('data-kind', 'learner');
    for (const id of ['dashboard-due', 'dashboard-today', 'dashboard-feedback']) {
      expect(screen.getByTestId(id)).toHaveAttribute('data-status', 'pending');
    }
    expect(screen.queryByTestId('dashboard-to-grade')).not.toBeInTheDocument();
  });

  it('empty: nothing due (done work is not listed), nothing today, no feedback', async () => {
    mock(
      student,
      reply(myAssessmentsRoute, { items: [buildMyAssessment({ state: 'DONE', assessmentResponseId: 'r-1' })] }),
      reply(fetchSchedulesForTodayRoute, { day: '2026-01-05', occurrences: [] }),
      reply(userClassesRoute, [learning]),
      reply(remarksListRoute, buildRemarksList('c-1', [])),
    );
    await renderRoute(path, { as: student });
    expect(await card('dashboard-due', 'empty')).toHaveTextContent('Nothing is due. Well done!');
    expect(await card('dashboard-today', 'empty')).toHaveTextContent('Nothing is scheduled for today.');
    expect(await card('dashboard-feedback', 'empty')).toHaveTextContent('No feedback yet.');
  });

  it('error: work and feedback that could not load say so', async () => {
    mock(
      student,
      fail(myAssessmentsRoute, 500, 'Something went wrong'),
      reply(fetchSchedulesForTodayRoute, { day: '2026-01-05', occurrences: [buildOccurrence()] }),
      reply(userClassesRoute, [learning]),
      fail(remarksListRoute, 500, 'Something went wrong'),
    );
    await renderRoute(path, { as: student });
    const failed = 'This could not be loaded. Try again later.';
    expect(await card('dashboard-due', 'error')).toHaveTextContent(failed);
    expect(await card('dashboard-feedback', 'error')).toHaveTextContent(failed);
    expect(await card('dashboard-today', 'ready')).toHaveTextContent('Maths');
  });

  it('happy: overdue work first, today, and the feedback of the classes they learn in only', async () => {
    const asked: string[] = [];
    mock(
      student,
      reply(myAssessmentsRoute, {
        items: [
          buildMyAssessment({
            assessmentId: 'a-1',
            name: 'Fractions quiz',
            state: 'DUE',
            dueOn: '2026-02-01T09:00:00.000Z',
          }),
          buildMyAssessment({ assessmentId: 'a-2', name: 'Spelling test', state: 'OVERDUE' }),
          buildMyAssessment({ assessmentId: 'a-3', name: 'Old quiz', state: 'DONE', assessmentResponseId: 'r-3' }),
        ],
      }),
      reply(fetchSchedulesForTodayRoute, { day: '2026-01-05', occurrences: [buildOccurrence()] }),
      reply(userClassesRoute, [learning, buildClass({ classId: 'c-9', name: 'Taught class', relation: 'instructor' })]),
      handle(remarksListRoute, ({ query }) => {
        const classId = query.get('classId') ?? '';
        asked.push(classId);
        return { message: 'Success', data: buildRemarksList(classId, [buildBehaviourEntry({ classId })]) };
      }),
    );
    await renderRoute(path, { as: student });
    expect(await screen.findByTestId('dashboard-roles')).toHaveTextContent('Student');

    const due = await card('dashboard-due', 'ready');
    const items = within(due).getAllByTestId('dashboard-due-item');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['OVERDUE', 'DUE']);
    expect(items[0]).toHaveTextContent('Spelling test');
    expect(items[0]).toHaveTextContent('No due date');
    expect(items[1]).toHaveAttribute('href', '/assessment/take/a-1');
    expect(due).not.toHaveTextContent('Old quiz');

    expect(within(await card('dashboard-today', 'ready')).getByTestId('dashboard-today-item')).toHaveTextContent(
      'Maths',
    );

    const feedback = await card('dashboard-feedback', 'ready');
    const entry = within(feedback).getByTestId('dashboard-feedback-item');
    expect(entry).toHaveTextContent('+1');
    expect(entry).toHaveTextContent('Helped a classmate');
    expect(entry).toHaveTextContent('Class 6A · Ravi Kumar');
    expect(asked).toEqual(['c-1']);
  });
});
