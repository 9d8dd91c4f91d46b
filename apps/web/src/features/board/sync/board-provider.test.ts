import { BOARD_ITEMS_MAP, BOARD_PART_BYTES, type BoardItem, toStoredItem } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BoardProvider, type SaveState } from './board-provider';
import { FakeBoardServer } from './fake-board-server';

const until = async (check: () => boolean, what: string) => {
  for (let n = 0; n < 400; n += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const stroke = (id: string, count = 80): BoardItem => ({
  id,
  kind: 'pen',
  color: '#1570ef',
  size: 4,
  points: Array.from({ length: count * 3 }, (_, n) => (n % 3 === 2 ? 0.5 : n * 1.7 + id.length)),
  z: 1,
});
const draw = (doc: Y.Doc, item: BoardItem) => doc.getMap(BOARD_ITEMS_MAP).set(item.id, toStoredItem(item));

function open(server: FakeBoardServer, readOnly = false) {
  const socket = server.socket(readOnly);
  const saves: SaveState[] = [];
  const provider = new BoardProvider(socket, 'lesson', 'page', 0, { onSave: (state) => saves.push(state) });
  return { socket, provider, saves };
}

describe('BoardProvider', () => {
  it('syncs two editors and a late reader to byte-equal state, saving only once acknowledged', async () => {
    const server = new FakeBoardServer();
    const a = open(server);
    const b = open(server);
    await until(() => a.provider.synced && b.provider.synced, 'both synced');
    draw(a.provider.doc, stroke('one'));
    expect(a.saves.at(-1)).toBe('saving');
    draw(b.provider.doc, stroke('two'));
    await until(() => a.provider.saved && b.provider.saved, 'both saved');
    expect(a.saves.at(-1)).toBe('saved');
    const reader = open(server, true);
    await until(() => reader.provider.synced && b.provider.doc.getMap(BOARD_ITEMS_MAP).size === 2, 'reader synced');
    for (const doc of [a.provider.doc, b.provider.doc, reader.provider.doc]) {
      expect(Y.encodeStateVector(doc)).toEqual(Y.encodeStateVector(server.doc));
    }
  });

  it('sends a board of 5,000 strokes in parts under 1 MiB and the server gets all of it', async () => {
    const server = new FakeBoardServer();
    const offline = new Y.Doc();
    offline.transact(() => {
      for (let n = 0; n < 5000; n += 1) draw(offline, stroke(`s${n}`));
    });
    expect(Y.encodeStateAsUpdate(offline).byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const socket = server.socket();
    const provider = new BoardProvider(socket, 'lesson', 'page', 0, {}, offline);
    await until(
      () => provider.synced && provider.saved && server.doc.getMap(BOARD_ITEMS_MAP).size === 5000,
      'the big sync',
    );
    expect(server.largestFrame.bytes).toBeLessThanOrEqual(BOARD_PART_BYTES);
  });

  it('keeps changes made while offline and sends them after the reconnection', async () => {
    const server = new FakeBoardServer();
    const a = open(server);
    await until(() => a.provider.synced, 'synced');
    a.socket.disconnect();
    draw(a.provider.doc, stroke('offline'));
    await until(() => a.saves.at(-1) === 'offline', 'offline shown');
    expect(server.doc.getMap(BOARD_ITEMS_MAP).has('offline')).toBe(false);
    a.socket.reconnect();
    await until(() => server.doc.getMap(BOARD_ITEMS_MAP).has('offline') && a.provider.saved, 'resent');
    expect(a.saves.at(-1)).toBe('saved');
  });

  it("never sends a reader's local change", async () => {
    const server = new FakeBoardServer();
    const reader = open(server, true);
    await until(() => reader.provider.synced, 'synced');
    draw(reader.provider.doc, stroke('sneaky'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.doc.getMap(BOARD_ITEMS_MAP).size).toBe(0);
    expect(server.storedUpdates).toBe(0);
  });

  it('asks to open the page again when the server has a newer generation (the page was cleared)', async () => {
    const server = new FakeBoardServer();
    server.generation = 3;
    const resets: number[] = [];
    new BoardProvider(server.socket(), 'lesson', 'page', 0, { onReset: (generation) => resets.push(generation) });
    await until(() => resets.length === 1, 'reset');
    expect(resets).toEqual([3]);
  });
});
