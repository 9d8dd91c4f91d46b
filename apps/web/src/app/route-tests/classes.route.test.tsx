import { userClassesRoute } from '@bright/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildClass, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

describe('route /classes', () => {
  it('loading: a placeholder stands where the classes will be', async () => {
    server.use(...shellMocks([...teacher]), pending(userClassesRoute));
    await renderRoute('/classes', { as: [...teacher] });
    await screen.findByTestId('classes-page');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByTestId('class-list')).not.toBeInTheDocument();
  });

  it('empty: a teacher is invited to create the first class', async () => {
    server.use(...shellMocks([...teacher]), reply(userClassesRoute, []));
    await renderRoute('/classes', { as: [...teacher] });
    expect(
      await screen.findByText('No classes yet. Create your first class to add students and take attendance.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('create-class')).toBeInTheDocument();
  });

  it('empty: a student is told to ask for the join link, and cannot create', async () => {
    server.use(...shellMocks(['learner']), reply(userClassesRoute, []));
    await renderRoute('/classes', { as: ['learner'] });
    expect(
      await screen.findByText("You are not in a class yet. Ask your teacher for the class's join link."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('create-class')).not.toBeInTheDocument();
  });

  it('error: says so, and "Try again" loads the list again', async () => {
    let calls = 0;
    server.use(
      ...shellMocks([...teacher]),
      handle(userClassesRoute, () => {
        calls += 1;
        return calls === 1
          ? Response.json({ message: 'Something went wrong' }, { status: 500 })
          : { message: 'Success', data: [buildClass()] };
      }),
    );
    await renderRoute('/classes', { as: [...teacher] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The classes could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('class-list')).toHaveTextContent('Class 6A');
    expect(calls).toBe(2);
  });

  it('happy: every class with its name, sorted by name by default', async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      ...shellMocks([...teacher]),
      handle(userClassesRoute, ({ query }) => {
        sent.push(query);
        return {
          message: 'Success',
          data: [buildClass(), buildClass({ classId: 'c-2', name: 'Class 7B', studentCount: 0 })],
        };
      }),
    );
    await renderRoute('/classes', { as: [...teacher] });
    const list = await screen.findByTestId('class-list');
    expect(list).toHaveTextContent('Class 6A');
    expect(list).toHaveTextContent('Class 7B');
    expect(sent[0]?.get('sort')).toBe('name');
    expect(sent[0]?.get('order')).toBe('asc');
  });
});
