import { type UpdateProfileBody, teacherInfoRoute, updateProfileRoute } from '@bright/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildProfile, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

/** The layout's handlers, then this test's own (added later, so they answer first). */
function mock(...handlers: Parameters<typeof server.use>) {
  server.use(...shellMocks([...teacher]));
  server.use(...handlers);
}

describe('route /profile', () => {
  it('loading: placeholders where the details will be', async () => {
    mock(pending(teacherInfoRoute));
    await renderRoute('/profile', { as: [...teacher] });
    await screen.findByTestId('profile-page');
    expect(document.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('profile-name')).not.toBeInTheDocument();
  });

  it('error: says the profile could not be loaded', async () => {
    mock(fail(teacherInfoRoute, 500, 'Something went wrong'));
    await renderRoute('/profile', { as: [...teacher] });
    expect(await screen.findByText('Your profile could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('empty: details never given read "Not set"', async () => {
    mock(reply(teacherInfoRoute, buildProfile([...teacher], { contactNumber: null })));
    await renderRoute('/profile', { as: [...teacher] });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Asha Rao');
    expect(screen.getByTestId('profile-contact')).toHaveTextContent('Not set');
    expect(screen.getByTestId('profile-category')).toHaveTextContent('Not set');
  });

  it('happy: name, institute and role', async () => {
    mock(reply(teacherInfoRoute, buildProfile([...teacher], { contactNumber: '+91 98765 43210' })));
    await renderRoute('/profile', { as: [...teacher] });
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Asha Rao');
    expect(screen.getByText('Demo School')).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
  });
});

describe('route /manage-profile: the details form', () => {
  async function openForm() {
    await renderRoute('/manage-profile', { as: [...teacher] });
    return screen.findByTestId('profile-form');
  }

  it('refuses a blank or badly started name with the SPEC texts, and sends nothing', async () => {
    let sent = 0;
    mock(
      handle(updateProfileRoute, () => {
        sent += 1;
        return { message: 'Profile updated', data: buildProfile([...teacher]) };
      }),
    );
    await openForm();
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('profile-first-name'));
    await user.type(screen.getByTestId('profile-last-name'), '{Control>}a{/Control}9lives');
    await user.type(screen.getByTestId('profile-contact-field'), 'call me');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter FirstName Name')).toBeInTheDocument();
    expect(screen.getByText('First Character must be alphabet')).toBeInTheDocument();
    expect(screen.getByText('Contact number may contain only digits, spaces and + ( ) -')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('sends the trimmed details as the contract body and says it is saved', async () => {
    let sent: UpdateProfileBody | undefined;
    mock(
      handle(updateProfileRoute, ({ body }) => {
        sent = body;
        return { message: 'Profile updated', data: buildProfile([...teacher], { first_name: 'Ananya' }) };
      }),
    );
    await openForm();
    const user = userEvent.setup();
    await user.clear(screen.getByTestId('profile-first-name'));
    await user.type(screen.getByTestId('profile-first-name'), '  Ananya ');
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(sent).toEqual({ firstName: 'Ananya', lastName: 'Rao', contactNumber: '', teacherCategory: null }),
    );
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Profile saved');
  });
});
