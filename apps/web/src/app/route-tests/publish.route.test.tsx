import {
  ASSESSMENT_MESSAGES,
  type AssessmentDetail,
  publishAssessmentRoute,
  readAssessmentRoute,
  updateAssignedStudentsRoute,
  updateSettingsRoute,
} from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handle, refuse, reply, setupApiMocks } from '../../test/api-mock';
import { buildAssessmentDetail, buildAssignee, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;
const students = [buildAssignee('s-1', 'Ravi'), buildAssignee('s-2', 'Meera')];
const draft = buildAssessmentDetail(students);

/** The editor (on its Settings tab, which reads nothing more) with the publish dialog open. */
async function openDialog(...handlers: Parameters<typeof server.use>) {
  server.use(...shellMocks([...teacher]), reply(readAssessmentRoute, draft), ...handlers);
  await renderRoute('/dashboard/assessment/a-1?tab=settings', { as: [...teacher] });
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('publish'));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByTestId('publish-confirm')).toBeEnabled());
  return { user, dialog };
}

/** The helper text under the time limit, where the dialog shows its problem. */
const limitHelp = () =>
  document.getElementById(screen.getByTestId('publish-time-limit').getAttribute('aria-describedby') ?? '')?.textContent;

const assignees = (assignedToAll: boolean, ids: string[]) => ({
  assessmentId: 'a-1',
  assignedToAll,
  assignedCount: assignedToAll ? students.length : ids.length,
  students: students.map((student) => ({ ...student, assigned: assignedToAll || ids.includes(student.id) })),
});

describe('route /dashboard/assessment/:id: the publish dialog', () => {
  it('checks the time limit and the choice of students as they change, and Publish stays off', async () => {
    let sent = 0;
    const count = () => {
      sent += 1;
      return Response.json({ message: 'unexpected', code: 'validation.invalid' }, { status: 400 });
    };
    const { user, dialog } = await openDialog(
      handle(updateSettingsRoute, count),
      handle(updateAssignedStudentsRoute, count),
    );
    const confirm = within(dialog).getByTestId('publish-confirm');
    const limit = screen.getByTestId('publish-time-limit');
    expect(limitHelp()).toBe('Students get 1 minute once they press Start.');
    await user.clear(limit);
    await user.type(limit, '0');
    await waitFor(() => expect(limitHelp()).toBe('From 1 to 600 minutes'));
    expect(confirm).toBeDisabled();
    await user.clear(limit);
    await user.type(limit, '15');
    await waitFor(() => expect(limitHelp()).toBe('Students get 15 minutes once they press Start.'));
    expect(confirm).toBeEnabled();

    await user.click(screen.getByTestId('publish-some'));
    expect(await within(dialog).findByTestId('publish-students-error')).toHaveTextContent(
      'Choose at least one student, or all students of the class',
    );
    expect(confirm).toBeDisabled();
    await user.click(screen.getAllByTestId('publish-student')[1]!);
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(dialog).queryByTestId('publish-students-error')).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 student chosen')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it("shows the server's refusal of the chosen students under the list and keeps the choice", async () => {
    const { user, dialog } = await openDialog(refuse(updateAssignedStudentsRoute, 400, ASSESSMENT_MESSAGES.notInClass));
    await user.click(screen.getByTestId('publish-some'));
    await user.click(screen.getAllByTestId('publish-student')[0]!);
    await waitFor(() => expect(within(dialog).getByTestId('publish-confirm')).toBeEnabled());
    await user.click(within(dialog).getByTestId('publish-confirm'));
    expect(await within(dialog).findByTestId('publish-students-error')).toHaveTextContent(
      'One or more students are not part of the class',
    );
    expect(within(dialog).queryByTestId('publish-error')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('publish-student')[0]).toBeChecked();
    expect(within(dialog).getByTestId('publish-confirm')).toBeEnabled();
  });

  it('shows a refusal about the whole assessment above the buttons, as before', async () => {
    const { user, dialog } = await openDialog(
      reply(updateAssignedStudentsRoute, assignees(true, [])),
      refuse(publishAssessmentRoute, 400, ASSESSMENT_MESSAGES.needsQuestion),
    );
    await user.click(within(dialog).getByTestId('publish-confirm'));
    expect(await within(dialog).findByTestId('publish-error')).toHaveTextContent(
      'Assessment Must Have At Least One Question',
    );
  });

  it('Enter in the time limit saves it, assigns the chosen students, publishes and closes', async () => {
    const calls: string[] = [];
    const { user, dialog } = await openDialog(
      handle(updateSettingsRoute, ({ body }) => {
        calls.push(`settings ${JSON.stringify(body)}`);
        return { message: 'Settings saved', data: { ...draft.settings, timeLimit: 20 } };
      }),
      handle(updateAssignedStudentsRoute, ({ body }) => {
        calls.push(`assign ${JSON.stringify(body)}`);
        return { message: 'Assigned students updated', data: assignees(false, ['s-2']) };
      }),
      handle(publishAssessmentRoute, () => {
        calls.push('publish');
        const published: AssessmentDetail = { ...draft, published: true, status: 'Published' };
        return { message: 'Assessment published', data: published };
      }),
    );
    await user.click(screen.getByTestId('publish-some'));
    await user.click(screen.getAllByTestId('publish-student')[1]!);
    const limit = screen.getByTestId('publish-time-limit');
    await user.clear(limit);
    await user.type(limit, '20{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls).toEqual([
      'settings {"assessmentId":"a-1","setData":{"timeLimit":20}}',
      'assign {"assessmentId":"a-1","students":["s-2"]}',
      'publish',
    ]);
    expect(await screen.findByTestId('editor-status')).toHaveTextContent('Published');
  });
});
