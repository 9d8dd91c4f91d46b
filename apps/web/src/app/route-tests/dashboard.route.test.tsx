import { isSessionActiveRoute, userClassesRoute } from '@bright/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildClass, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;
const path = '/dashboard/create';

/** The layout's handlers, then this test's own (added later, so they answer first). */
function mock(...handlers: Parameters<typeof server.use>) {
  server.use(...shellMocks([...teacher]));
  server.use(...handlers);
}

describe('route /dashboard/create', () => {
  it('loading: the roles wait behind a placeholder; the classes card just offers to open', async () => {
    mock(pending(isSessionActiveRoute), pending(userClassesRoute));
    await renderRoute(path, { as: [...teacher] });
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-roles')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboard-classes')).toHaveTextContent('Open');
  });

  it('empty: no classes yet counts zero', async () => {
    mock(reply(userClassesRoute, []));
    await renderRoute(path, { as: [...teacher] });
    await waitFor(() => expect(screen.getByTestId('dashboard-classes')).toHaveTextContent('0 classes'));
  });

  it('error: classes that could not load leave the card usable', async () => {
    mock(fail(userClassesRoute, 500, 'Something went wrong'));
    await renderRoute(path, { as: [...teacher] });
    const card = await screen.findByTestId('dashboard-classes');
    await waitFor(() => expect(card).toHaveTextContent('Open'));
    expect(card).toHaveAttribute('href', '/classes');
  });

  it('happy: the roles of the session and the number of classes', async () => {
    mock(reply(userClassesRoute, [buildClass(), buildClass({ classId: 'c-2', name: 'Class 7B' })]));
    await renderRoute(path, { as: [...teacher] });
    expect(await screen.findByTestId('dashboard-roles')).toHaveTextContent('Teacher');
    await waitFor(() => expect(screen.getByTestId('dashboard-classes')).toHaveTextContent('2 classes'));
  });
});
