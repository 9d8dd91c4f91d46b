import {
  CreateScheduleBody,
  MESSAGES,
  SCHEDULER_MESSAGES,
  type Schedule,
  createScheduleRoute,
  fetchSchedulesForUserRoute,
  userClassesRoute,
} from '@bright/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { handle, refuse, reply, setupApiMocks } from '../../test/api-mock';
import { buildClass } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

/** What the create call received: the body after its schema (the times as instants). */
type SentSchedule = z.output<typeof CreateScheduleBody>;

const schedule = (body: SentSchedule): Schedule => ({
  scheduleId: 's-1',
  classId: body.classId,
  className: 'Class 6A',
  title: body.title,
  description: body.description ?? '',
  start: body.start.toISOString(),
  end: body.end.toISOString(),
  timeZone: 'UTC',
  recurrence: { frequency: 'NONE', interval: 1, weekdays: [], until: null, count: null },
  rrule: null,
  meetingLink: null,
  createdBy: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  abilities: { canEdit: true },
});

/** The global scheduler as the apps open it: straight into "New schedule". */
async function openDialog(...handlers: Parameters<typeof server.use>) {
  server.use(
    reply(userClassesRoute, [buildClass()]),
    reply(fetchSchedulesForUserRoute, {
      schedules: [],
      occurrences: [],
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
      abilities: { canCreate: true },
    }),
    ...handlers,
  );
  await renderRoute('/schedulerGlobal-webview?createSchedulesDialog=true', { as: [...teacher] });
  return screen.findByTestId('schedule-dialog');
}

/** The helper text under a field, where the dialog shows the field's problem ('' when it has none). */
const problemOf = (testId: string) =>
  (document.getElementById(screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')?.textContent ?? '')
    .replace(/\u200b/g, '')
    .trim();

/** Picks an option of one of the dialog's selects. */
async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(within(screen.getByTestId('schedule-dialog')).getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('route /schedulerGlobal-webview: the new-schedule dialog', () => {
  it('names a blank title as it is typed, and Save stays off', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    const save = within(dialog).getByTestId('schedule-save');
    expect(save).toBeDisabled();
    await user.type(screen.getByTestId('schedule-title'), 'A');
    await waitFor(() => expect(save).toBeEnabled());
    await user.clear(screen.getByTestId('schedule-title'));
    await waitFor(() => expect(problemOf('schedule-title')).toBe('Please enter a title.'));
    expect(save).toBeDisabled();
  });

  it('names an end before the start and a link that is no web address, and sends nothing', async () => {
    let sent = 0;
    const dialog = await openDialog(
      handle(createScheduleRoute, ({ body }) => {
        sent += 1;
        return { message: 'Schedule created', data: schedule(body!) };
      }),
    );
    const user = userEvent.setup();
    const save = within(dialog).getByTestId('schedule-save');
    await user.click(screen.getByTestId('schedule-title'));
    await user.paste('Art club');
    fireEvent.change(screen.getByTestId('schedule-start'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByTestId('schedule-end'), { target: { value: '13:00' } });
    await waitFor(() => expect(problemOf('schedule-end')).toBe('The end must be after the start.'));
    expect(problemOf('schedule-title')).toBe('');
    expect(save).toBeDisabled();
    // Moving the start before the end clears the end's problem too.
    fireEvent.change(screen.getByTestId('schedule-start'), { target: { value: '12:00' } });
    await waitFor(() => expect(problemOf('schedule-end')).toBe(''));
    expect(save).toBeEnabled();

    await user.click(screen.getByTestId('schedule-link'));
    await user.paste('javascript:alert(1)');
    await waitFor(() => expect(problemOf('schedule-link')).toBe('The meeting link must be an http or https URL'));
    expect(save).toBeDisabled();
    await user.type(screen.getByTestId('schedule-link'), '{Enter}');
    expect(screen.getByTestId('schedule-dialog')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it("shows the server's refusal of the repeat's end on that date and keeps the dialog as typed", async () => {
    const dialog = await openDialog(refuse(createScheduleRoute, 400, SCHEDULER_MESSAGES.untilTooFar));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('schedule-title'));
    await user.paste('Chess club');
    await choose(user, 'Repeat', 'Daily');
    await choose(user, 'Stops repeating', 'On a date');
    fireEvent.change(screen.getByTestId('schedule-until'), { target: { value: '2099-12-31' } });
    await user.click(within(dialog).getByTestId('schedule-save'));
    await waitFor(() =>
      expect(problemOf('schedule-until')).toBe('The repeat end date can be at most 5 years after the start'),
    );
    expect(screen.getByTestId('schedule-until')).toHaveFocus();
    expect(screen.getByTestId('schedule-title')).toHaveValue('Chess club');
    expect(screen.getByTestId('schedule-until')).toHaveValue('2099-12-31');
    expect(within(dialog).queryByTestId('schedule-error')).not.toBeInTheDocument();
  });

  it('shows a refusal about no field above the buttons, in the UI language', async () => {
    const dialog = await openDialog(refuse(createScheduleRoute, 403, MESSAGES.notAuthorized));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('schedule-title'));
    await user.paste('Chess club');
    await user.click(within(dialog).getByTestId('schedule-save'));
    expect(await within(dialog).findByTestId('schedule-error')).toHaveTextContent(
      'Not authorized to perform this action',
    );
  });

  it("Enter in the title saves; the body is the contract's and the dialog closes", async () => {
    let sent: SentSchedule | undefined;
    const dialog = await openDialog(
      handle(createScheduleRoute, ({ body }) => {
        sent = body;
        return { message: 'Schedule created', data: schedule(body!) };
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('schedule-title'));
    await user.paste('  Art club ');
    fireEvent.change(screen.getByTestId('schedule-date'), { target: { value: '2030-03-05' } });
    fireEvent.change(screen.getByTestId('schedule-start'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByTestId('schedule-end'), { target: { value: '15:30' } });
    await waitFor(() => expect(within(dialog).getByTestId('schedule-save')).toBeEnabled());
    await user.type(screen.getByTestId('schedule-title'), '{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toMatchObject({
      classId: 'c-1',
      title: 'Art club',
      start: new Date('2030-03-05T14:00'),
      end: new Date('2030-03-05T15:30'),
      recurrence: { frequency: 'NONE' },
      meetingLink: '',
      description: '',
    });
  });
});
