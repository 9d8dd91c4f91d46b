import { type TakeAttendanceBody, classUsersRoute, getClassRoute, takeAttendanceRoute } from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildClass, buildMember, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;
const path = '/classes/c-1/attendance';

describe('route /classes/:classId/attendance (Take attendance)', () => {
  it('loading: a placeholder while the class loads', async () => {
    server.use(...shellMocks([...teacher]), pending(getClassRoute));
    await renderRoute(path, { as: [...teacher] });
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeInTheDocument());
    expect(screen.queryByTestId('take-attendance-page')).not.toBeInTheDocument();
  });

  it('error: a class of another school is not there', async () => {
    server.use(...shellMocks([...teacher]), fail(getClassRoute, 404, 'Class not found'));
    await renderRoute(path, { as: [...teacher] });
    expect(await screen.findByText('This class does not exist, or it belongs to another school.')).toBeInTheDocument();
  });

  it('error: the roster that could not load says so', async () => {
    server.use(
      ...shellMocks([...teacher]),
      reply(getClassRoute, buildClass()),
      fail(classUsersRoute, 500, 'Something went wrong'),
    );
    await renderRoute(path, { as: [...teacher] });
    expect(await screen.findByText('The attendance could not be loaded.')).toBeInTheDocument();
  });

  it('empty: a class without students asks for students first', async () => {
    server.use(...shellMocks([...teacher]), reply(getClassRoute, buildClass()), reply(classUsersRoute, []));
    await renderRoute(path, { as: [...teacher] });
    expect(await screen.findByText('This class has no students yet. Add students first.')).toBeInTheDocument();
  });

  it('happy: everyone starts present; one tap marks absent; the confirmation lists who, then the marks are sent', async () => {
    let sent: TakeAttendanceBody | undefined;
    server.use(
      ...shellMocks([...teacher]),
      reply(getClassRoute, buildClass()),
      reply(classUsersRoute, [buildMember('s-1', 'Ravi'), buildMember('s-2', 'Meera')]),
      handle(takeAttendanceRoute, ({ body }) => {
        sent = body;
        return new Promise(() => undefined);
      }),
    );
    await renderRoute(path, { as: [...teacher] });
    const rows = await screen.findAllByTestId('attendance-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['PRESENT', 'PRESENT']);
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByTestId('attendance-toggle'));
    expect(screen.getAllByTestId('attendance-row')[0]).toHaveAttribute('data-status', 'ABSENT');
    await user.click(screen.getByTestId('attendance-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the attendance?' });
    expect(within(dialog).getByTestId('attendance-confirm')).toHaveTextContent('Absent: Ravi');
    await user.click(within(dialog).getByTestId('attendance-confirm-submit'));
    await waitFor(() => expect(sent).toMatchObject({ classId: 'c-1', absent: ['s-1'], present: ['s-2'] }));
  });
});
