import { LOCAL_STORAGE_KEYS } from '@bright/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useJoinCode, useJoinInfo } from './joining';

const info = (state: string) => ({
  className: 'Class 6A',
  instituteName: 'Demo School',
  teachers: [],
  state,
  canRequest: true,
});

function answering(states: string[]) {
  const fetch = vi.fn(async () => {
    const state = states.length > 1 ? states.shift()! : states[0]!;
    return new Response(JSON.stringify({ message: 'ok', data: info(state) }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useJoinInfo('abc123', true), { wrapper });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useJoinInfo: the waiting student learns the decision by polling', () => {
  it('asks every 5 s while the request waits, and stops once it is decided', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'tok');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = answering(['PENDING', 'PENDING', 'member']);
    const { result } = render();
    await waitFor(() => expect(result.current.data?.state).toBe('PENDING'));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(result.current.data?.state).toBe('member'));
    const calls = fetch.mock.calls.length;
    expect(calls).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetch.mock.calls.length).toBe(calls);
  });

  it('stops when the page goes away', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'tok');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = answering(['PENDING']);
    const { result, unmount } = render();
    await waitFor(() => expect(result.current.data?.state).toBe('PENDING'));
    unmount();
    const calls = fetch.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetch.mock.calls.length).toBe(calls);
  });
});

describe('useJoinCode: a page without a class id never asks the server', () => {
  it('stays idle with an empty id', async () => {
    const fetch = answering(['NONE']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useJoinCode(''), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
