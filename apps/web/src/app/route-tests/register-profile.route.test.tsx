import {
  type CreateAccountBody,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
  createAccountRoute,
  dailyLogsRoute,
  fetchSchedulesForTodayRoute,
  toGradeRoute,
  verifyVidRoute,
} from '@bright/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handle, pending, refuse, reply, setupApiMocks } from '../../test/api-mock';
import { shellMocks } from '../../test/fixtures';
import { buildSessionUser, renderRoute } from '../../test/render-route';
import { useUiStore } from '../../lib/ui-store';

const server = setupApiMocks();
const PASSWORD = 'river-stone-42';

/** The mailed link's page, once the link is found valid. */
async function openForm() {
  server.use(reply(verifyVidRoute, { email: 'neha@demo.test', firstName: null, lastName: null, invited: false }));
  useUiStore.setState({ snackbar: { ...useUiStore.getState().snackbar, isOpen: false, message: '' } });
  await renderRoute('/register-profile?token=link-1');
  await screen.findByTestId('register-form');
  return userEvent.setup();
}

/** The helper text under a field, where the form shows the field's problem ('' when it has none). */
const problemOf = (testId: string) =>
  (document.getElementById(screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')?.textContent ?? '')
    .replace(/\u200b/g, '')
    .trim();

type User = ReturnType<typeof userEvent.setup>;

/** Puts text into a field at once (typing it key by key takes seconds on a busy machine). */
async function fill(user: User, testId: string, text: string) {
  await user.click(screen.getByTestId(testId));
  await user.paste(text);
}

async function fillValid(user: User) {
  await fill(user, 'register-firstName', ' Neha ');
  await fill(user, 'register-password', PASSWORD);
  await fill(user, 'register-confirm-password', PASSWORD);
  await user.click(screen.getByTestId('accept-terms'));
}

describe('route /register-profile: the account form', () => {
  it('names every problem with the SPEC texts at once, focuses the first, and sends nothing', async () => {
    let sent = 0;
    server.use(
      handle(createAccountRoute, () => {
        sent += 1;
        return { message: 'Account created', data: buildSessionUser(['instructor']) };
      }),
    );
    const user = await openForm();
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please enter FirstName Name')).toBeInTheDocument();
    expect(problemOf('register-password')).toBe('Enter Password');
    expect(problemOf('register-confirm-password')).toBe('Enter Confirm Password');
    expect(screen.getByTestId('terms-error')).toHaveTextContent('Please agree to the terms & policy before continuing');
    expect(screen.getByTestId('register-firstName')).toHaveFocus();

    await fill(user, 'register-firstName', '1Asha');
    await fill(user, 'register-lastName', '<b>');
    await fill(user, 'register-password', 'abc');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(problemOf('register-firstName')).toBe('First Character must be alphabet'));
    expect(problemOf('register-lastName')).toBe('First Character must be alphabet');
    expect(problemOf('register-password')).toBe('Password too short');

    await user.clear(screen.getByTestId('register-password'));
    await fill(user, 'register-password', 'password123');
    await fill(user, 'register-confirm-password', 'password12');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Password is not safe. Please try another password')).toBeInTheDocument();
    expect(problemOf('register-confirm-password')).toBe('Password Mismatch');
    expect(sent).toBe(0);
  });

  it("shows the server's refusal of the password on the password, keeps what was typed and shows no snackbar", async () => {
    server.use(refuse(createAccountRoute, 400, PASSWORD_MESSAGES.notSafe));
    const user = await openForm();
    await fillValid(user);
    // Enter in a field sends the form, as the button does.
    await user.type(screen.getByTestId('register-confirm-password'), '{Enter}');
    await waitFor(() =>
      expect(problemOf('register-password')).toBe('Password is not safe. Please try another password'),
    );
    expect(screen.getByTestId('register-password')).toHaveFocus();
    expect(screen.getByTestId('register-password')).toHaveValue(PASSWORD);
    expect(screen.getByTestId('register-firstName')).toHaveValue(' Neha ');
    expect(screen.getByTestId('accept-terms')).toBeChecked();
    expect(screen.getByTestId('register-submit')).toBeEnabled();
    expect(useUiStore.getState().snackbar.isOpen).toBe(false);
  });

  it('shows a refusal about the link itself in the snackbar, as before', async () => {
    server.use(refuse(createAccountRoute, 400, SIGNUP_MESSAGES.invalidLink));
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Expired or invalid registration link!');
    expect(problemOf('register-password')).toBe('');
  });

  it('waits with the button off while the account is made, then sends the trimmed names and signs in', async () => {
    let sent: CreateAccountBody | undefined;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      ...shellMocks(['instructor']),
      pending(fetchSchedulesForTodayRoute),
      pending(toGradeRoute),
      pending(dailyLogsRoute),
      handle(createAccountRoute, async ({ body }) => {
        sent = body;
        await answered;
        return { message: 'Account created', data: buildSessionUser(['instructor']) };
      }),
    );
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('register-submit')).toBeDisabled());
    answer();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/create'));
    expect(sent).toEqual({ token: 'link-1', firstName: 'Neha', lastName: '', password: PASSWORD, acceptTerms: true });
  });
});
