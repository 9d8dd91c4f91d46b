import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readsSettled } from './logout';

describe('readsSettled', () => {
  it('waits for a read in flight before sign-out goes on, and not longer', async () => {
    const client = new QueryClient();
    let finish: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (finish = resolve)) });
    let settled = false;
    const waiting = readsSettled(client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    finish('done');
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up after its limit, so a hanging read never blocks signing out', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise<string>(() => undefined) });
    const started = Date.now();
    await readsSettled(client, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
