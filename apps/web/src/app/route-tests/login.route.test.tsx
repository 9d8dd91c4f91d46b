import { googleConfigRoute, licenseDetailsRoute, loginRoute } from '@bright/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredSession } from '../../lib/session-store';
import { fail, handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildSessionUser, renderRoute } from '../../test/render-route';

const server = setupApiMocks(reply(googleConfigRoute, { enabled: false }));

async function signIn(email = 'teacher@demo.test', password = 'demo1234') {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('login-email'), email);
  await user.type(screen.getByTestId('login-password'), password);
  await user.click(screen.getByTestId('login-submit'));
}

describe('route /login', () => {
  it('empty: says what is missing and calls nothing', async () => {
    await renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Please enter Email Address')).toBeInTheDocument();
    expect(screen.getByText('Enter Password')).toBeInTheDocument();
  });

  it('loading: the submit button waits while the server answers', async () => {
    server.use(pending(loginRoute));
    await renderRoute('/login');
    await signIn();
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeDisabled());
  });

  it("error: shows the server's message and stays signed out", async () => {
    server.use(fail(loginRoute, 400, 'Invalid credentials'));
    await renderRoute('/login');
    await signIn();
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Invalid credentials');
    expect(readStoredSession()).toBeNull();
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  it('happy: sends the lower-cased email, stores the session and leaves the login page', async () => {
    let sent: unknown;
    server.use(
      pending(licenseDetailsRoute),
      handle(loginRoute, ({ body }) => {
        sent = body;
        return { message: 'Login successful', data: buildSessionUser(['instructor']) };
      }),
    );
    await renderRoute('/login');
    await signIn(' Teacher@Demo.test ');
    await waitFor(() => expect(readStoredSession()?.token).toBe('test-token'));
    expect(sent).toEqual({ email: 'teacher@demo.test', password: 'demo1234' });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});
