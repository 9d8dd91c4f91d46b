import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { GoogleSignInButton } from './google-sign-in-button';

const configReply = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <GoogleSignInButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => vi.unstubAllGlobals());

describe('GoogleSignInButton', () => {
  it('shows "Continue with Google" linking to the start route when the server has Google configured', async () => {
    const fetch = configReply({ message: 'OK', data: { enabled: true } });
    vi.stubGlobal('fetch', fetch);
    renderAt('/login');
    const button = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(button).toHaveAttribute('href', '/api/auth/oauth/google/start?mode=login');
    expect(fetch).toHaveBeenCalledWith('/api/auth/oauth/google/config', expect.anything());
    expect(screen.queryByTestId('oauth-error')).not.toBeInTheDocument();
  });

  it('stays hidden when Google is not configured, or the config cannot be read', async () => {
    for (const fetch of [
      configReply({ message: 'OK', data: { enabled: false } }),
      configReply({ message: 'Route not found' }, 404),
    ]) {
      vi.stubGlobal('fetch', fetch);
      const queryClient = renderAt('/login');
      await waitFor(() => expect(queryClient.getQueryState(['oauth', 'google', 'config'])?.status).not.toBe('pending'));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the translated message after a failed Google sign-in (/login?oauthError=1)', async () => {
    vi.stubGlobal('fetch', configReply({ message: 'OK', data: { enabled: true } }));
    renderAt('/login?oauthError=1');
    expect(await screen.findByTestId('oauth-error')).toHaveTextContent('Signing in with Google did not work');
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
  });
});
