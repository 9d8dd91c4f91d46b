import { classJoinCodeRoute, classUsersRoute, getClassRoute, removeClassUsersRoute } from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail, handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildClass, buildMember, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

const member = buildMember;

/** The class page around the People tab: the class, its teacher, and a join code that never matters here. */
const classPage = () => [...shellMocks([...teacher]), reply(getClassRoute, buildClass()), pending(classJoinCodeRoute)];

const students = (resolve: Parameters<typeof handle<typeof classUsersRoute>>[1]) =>
  handle(classUsersRoute, (request) =>
    request.params.type === 'instructor'
      ? { message: 'Success', data: [member('u-1', 'Asha', 'instructor')] }
      : resolve(request),
  );

describe('route /classes/:classId (People tab)', () => {
  it('loading: the class itself shows a placeholder first', async () => {
    server.use(...shellMocks([...teacher]), pending(getClassRoute));
    await renderRoute('/classes/c-1', { as: [...teacher] });
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeInTheDocument());
    expect(screen.queryByTestId('class-home')).not.toBeInTheDocument();
  });

  it('loading: the students show a placeholder while the class is already there', async () => {
    server.use(
      ...classPage(),
      students(() => new Promise(() => undefined)),
    );
    await renderRoute('/classes/c-1', { as: [...teacher] });
    await screen.findByTestId('class-people');
    expect(within(screen.getByTestId('class-people')).getByText('Teachers')).toBeInTheDocument();
    expect(screen.getByTestId('class-people').querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('error: the class that is not there says so', async () => {
    server.use(...shellMocks([...teacher]), fail(getClassRoute, 404, 'Class not found'));
    await renderRoute('/classes/c-1', { as: [...teacher] });
    expect(await screen.findByTestId('class-error')).toBeInTheDocument();
  });

  it('error: the students that could not load offer "Try again"', async () => {
    server.use(
      ...classPage(),
      students(() => HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })),
    );
    await renderRoute('/classes/c-1', { as: [...teacher] });
    const people = await screen.findByTestId('class-people');
    expect(await within(people).findByText('The students could not be loaded.')).toBeInTheDocument();
    expect(within(people).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('empty: no students yet', async () => {
    server.use(
      ...classPage(),
      students(() => ({ message: 'Success', data: [] })),
    );
    await renderRoute('/classes/c-1', { as: [...teacher] });
    expect(await screen.findByText('No students yet.')).toBeInTheDocument();
  });

  it('happy: lists the students, and removing one asks first, then sends their id', async () => {
    let removed: unknown;
    server.use(
      ...classPage(),
      students(() => ({ message: 'Success', data: [member('s-1', 'Ravi'), member('s-2', 'Meera')] })),
      handle(removeClassUsersRoute, ({ body, params }) => {
        removed = { body, params };
        return { message: 'Removed', data: { classIds: ['c-1'], userIds: ['s-1'], count: 1 } };
      }),
    );
    await renderRoute('/classes/c-1', { as: [...teacher] });
    const rows = await screen.findAllByTestId('class-student');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ravi'),
      expect.stringContaining('Meera'),
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Ravi from the class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the class?' });
    expect(dialog).toHaveTextContent('Ravi will no longer be in this class.');
    await user.click(within(dialog).getByTestId('remove-member-confirm'));
    await waitFor(() =>
      expect(removed).toEqual({ body: { userIds: ['s-1'] }, params: { type: 'learner', id: 'c-1' } }),
    );
  });
});
