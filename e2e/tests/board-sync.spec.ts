// The whiteboard's sync provider (the web editor's own class) against the real built server over real
// Socket.IO connections: no stand-in of the `/board` namespace, so what it proves holds on the wire.
import {
  BOARD_ITEMS_MAP,
  BOARD_MESSAGES,
  BOARD_PART_BYTES,
  BOARD_PROTOCOL_VERSION,
  type BoardItem,
  REALTIME_PROTOCOL_VERSION,
  SOCKET_ERROR_CODES,
  toStoredItem,
} from '@bright/contracts';
import { type APIRequestContext } from '@playwright/test';
import * as encoding from 'lib0/encoding';
import { type Socket, io } from 'socket.io-client';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import {
  BoardProvider,
  type ProviderEvents,
  type ProviderSocket,
  type SaveState,
} from '../../apps/web/src/features/board/sync/board-provider';
import { apiLogin } from '../support/session';
import { expect, test } from '../support/test';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student1@demo.test';

interface Peer {
  socket: Socket;
  provider: BoardProvider;
  saves: SaveState[];
  /** Byte sizes of the `wb:y` frames this socket sent and received. */
  sent: number[];
  received: number[];
  /** Refusals the server gave the provider (none expected). */
  refused: string[];
}

const open: Peer[] = [];
test.afterEach(() => {
  for (const peer of open.splice(0)) {
    peer.provider.destroy();
    peer.socket.disconnect();
  }
});

const stroke = (id: string, count = 80): BoardItem => ({
  id,
  kind: 'pen',
  color: '#1570ef',
  size: 4,
  points: Array.from({ length: count * 3 }, (_, n) => (n % 3 === 2 ? 0.5 : n * 1.7 + id.length)),
  z: 1,
});
const draw = (doc: Y.Doc, item: BoardItem) => doc.getMap(BOARD_ITEMS_MAP).set(item.id, toStoredItem(item));
const items = (doc: Y.Doc) => doc.getMap(BOARD_ITEMS_MAP);
const frameBytes = (payload: { data?: ArrayBuffer | Uint8Array }) => payload.data?.byteLength ?? 0;

/** A teacher's new one-page lesson published to the demo class; its id and page. */
async function newLesson(request: APIRequestContext, token: string) {
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token: token } });
  const classes = (await response.json()).data as Array<{ classId: string; name: string }>;
  const classId = classes.find((klass) => klass.name === 'Class 6A')!.classId;
  const headers = { access_token: token };
  const created = await request.post('/api/flow/addIWB', {
    headers,
    data: { name: `Board sync ${Date.now()}`, class_id: classId, lessonType: 'teach', slides: [{}] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const lessonId = (await created.json()).data.id as string;
  const published = await request.post('/api/flow/publishIwb', {
    headers,
    data: { flow_id: lessonId, class_id: classId, isPublic: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  const board = await request.get(`/api/board/lesson/${lessonId}`, { headers: { access_token: token } });
  const pageId = (await board.json()).data.pages[0].id as string;
  return { lessonId, pageId };
}

/** The page as the server stores it (its REST state), not as any client holds it. */
async function storedDoc(request: APIRequestContext, token: string, lessonId: string, pageId: string) {
  const response = await request.get(`/api/board/lesson/${lessonId}/pages/${pageId}/state`, {
    headers: { access_token: token },
  });
  expect(response.status()).toBe(200);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await response.body()));
  return doc;
}

/** How a provider opens the page: its generation, its callbacks, a document that already holds changes. */
interface Opening {
  generation: number;
  events: ProviderEvents;
  doc: Y.Doc;
}

/** The editor's provider on its own real `/board` connection, as the app opens it (lib/socket's options). */
function connect(baseURL: string, token: string, lessonId: string, pageId: string, options: Partial<Opening> = {}) {
  const socket = io(`${baseURL}/board`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token, protocol: REALTIME_PROTOCOL_VERSION },
  });
  const peer = { socket, saves: [], sent: [], received: [], refused: [] } as unknown as Peer;
  socket.onAnyOutgoing((event: string, payload) => event === 'wb:y' && peer.sent.push(frameBytes(payload)));
  socket.onAny((event: string, payload) => event === 'wb:y' && peer.received.push(frameBytes(payload)));
  peer.provider = new BoardProvider(
    socket as unknown as ProviderSocket,
    lessonId,
    pageId,
    options.generation ?? 0,
    {
      onSave: (state) => peer.saves.push(state),
      onRefused: (code, message) => peer.refused.push(`${code}: ${message}`),
      ...options.events,
    },
    options.doc,
  );
  open.push(peer);
  return peer;
}

const synced = (...peers: Peer[]) =>
  expect
    .poll(() => peers.map((peer) => peer.refused.join() || peer.provider.synced), { timeout: 15_000 })
    .toEqual(peers.map(() => true));

test('two editors and a late reader converge on what the server stored, saved only once acknowledged', async ({
  request,
  baseURL,
}) => {
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  const { access_token: student } = await apiLogin(request, STUDENT);
  const { lessonId, pageId } = await newLesson(request, teacher);
  const a = connect(baseURL!, teacher, lessonId, pageId);
  const b = connect(baseURL!, teacher, lessonId, pageId);
  await synced(a, b);
  draw(a.provider.doc, stroke('one'));
  expect(a.saves.at(-1)).toBe('saving');
  draw(b.provider.doc, stroke('two'));
  await expect.poll(() => a.provider.saved && b.provider.saved).toBe(true);
  expect(a.saves.at(-1)).toBe('saved');
  await expect.poll(() => items(a.provider.doc).size + items(b.provider.doc).size).toBe(4);

  const reader = connect(baseURL!, student, lessonId, pageId);
  await synced(reader);
  expect(reader.provider.readOnly).toBe(true);
  const stored = await storedDoc(request, teacher, lessonId, pageId);
  expect([...items(stored).keys()].sort()).toEqual(['one', 'two']);
  for (const peer of [a, b, reader])
    expect(Y.encodeStateVector(peer.provider.doc)).toEqual(Y.encodeStateVector(stored));
});

test('a page of 5,000 strokes (over 2 MB) travels both ways in parts no larger than the part size', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  const { access_token: student } = await apiLogin(request, STUDENT);
  const { lessonId, pageId } = await newLesson(request, teacher);
  const offline = new Y.Doc();
  offline.transact(() => {
    for (let n = 0; n < 5000; n += 1) draw(offline, stroke(`s${n}`));
  });
  const bytes = Y.encodeStateAsUpdate(offline).byteLength;
  expect(bytes).toBeGreaterThan(2 * 1024 * 1024);

  const writer = connect(baseURL!, teacher, lessonId, pageId, { doc: offline });
  await expect
    .poll(() => writer.provider.synced && writer.provider.saved && writer.provider.everSent, { timeout: 60_000 })
    .toBe(true);
  expect(Math.max(...writer.sent)).toBeLessThanOrEqual(BOARD_PART_BYTES);
  expect(writer.sent.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(bytes);
  expect(items(await storedDoc(request, teacher, lessonId, pageId)).size).toBe(5000);

  const reader = connect(baseURL!, student, lessonId, pageId);
  await expect.poll(() => reader.provider.synced, { timeout: 60_000 }).toBe(true);
  expect(items(reader.provider.doc).size).toBe(5000);
  expect(reader.received.length).toBeGreaterThan(2);
  expect(Math.max(...reader.received)).toBeLessThanOrEqual(BOARD_PART_BYTES);
  test.info().annotations.push({
    type: 'figures',
    description: `${bytes} bytes; sent in ${writer.sent.length} frames, read in ${reader.received.length}`,
  });
});

test('a stroke drawn while the connection is down is shown unsaved, resent on reconnection and stored', async ({
  request,
  baseURL,
}) => {
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  const { lessonId, pageId } = await newLesson(request, teacher);
  const a = connect(baseURL!, teacher, lessonId, pageId);
  const b = connect(baseURL!, teacher, lessonId, pageId);
  await synced(a, b);
  a.socket.disconnect();
  draw(a.provider.doc, stroke('offline'));
  await expect.poll(() => a.saves.at(-1)).toBe('offline');
  expect(items(await storedDoc(request, teacher, lessonId, pageId)).has('offline')).toBe(false);
  a.socket.connect();
  await expect.poll(() => a.provider.saved && items(b.provider.doc).has('offline'), { timeout: 15_000 }).toBe(true);
  expect(a.saves.at(-1)).toBe('saved');
  expect(items(await storedDoc(request, teacher, lessonId, pageId)).has('offline')).toBe(true);
});

test("a reader's local change never leaves it, and the server would refuse it anyway", async ({ request, baseURL }) => {
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  const { access_token: student } = await apiLogin(request, STUDENT);
  const { lessonId, pageId } = await newLesson(request, teacher);
  const editor = connect(baseURL!, teacher, lessonId, pageId);
  await synced(editor);
  draw(editor.provider.doc, stroke('kept'));
  await expect.poll(() => editor.provider.saved).toBe(true);
  const reader = connect(baseURL!, student, lessonId, pageId);
  await synced(reader);
  await expect.poll(() => items(reader.provider.doc).has('kept')).toBe(true);
  const sentBefore = reader.sent.length;
  const updates: Uint8Array[] = [];
  reader.provider.doc.on('update', (update: Uint8Array) => updates.push(update));
  draw(reader.provider.doc, stroke('sneaky'));
  // Another change of the editor goes through the same server: once it has arrived, so would the reader's.
  draw(editor.provider.doc, stroke('after'));
  await expect.poll(() => items(reader.provider.doc).has('after')).toBe(true);
  expect(reader.sent.length).toBe(sentBefore);
  expect(items(editor.provider.doc).has('sneaky')).toBe(false);
  // The same bytes sent by hand on the reader's socket: the server refuses them.
  const forced = await reader.socket.timeout(10_000).emitWithAck('wb:y', {
    v: BOARD_PROTOCOL_VERSION,
    pageId,
    generation: 0,
    data: encoding.encode((encoder) => sync.writeUpdate(encoder, updates[0]!)),
  });
  expect(forced).toEqual({ ok: false, code: SOCKET_ERROR_CODES.forbidden, message: BOARD_MESSAGES.readOnly });
  expect([...items(await storedDoc(request, teacher, lessonId, pageId)).keys()].sort()).toEqual(['after', 'kept']);
});

test('a cleared page (a newer generation) makes open providers, and one opened late, reopen it', async ({
  request,
  baseURL,
}) => {
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  const { lessonId, pageId } = await newLesson(request, teacher);
  const resets: number[] = [];
  const editor = connect(baseURL!, teacher, lessonId, pageId, { events: { onReset: (g) => resets.push(g) } });
  await synced(editor);
  draw(editor.provider.doc, stroke('gone'));
  await expect.poll(() => editor.provider.saved).toBe(true);
  const cleared = await request.post('/api/board/pages/clear', {
    headers: { access_token: teacher },
    data: { lessonId, pageId },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
  await expect.poll(() => resets).toEqual([1]);

  const lateResets: number[] = [];
  connect(baseURL!, teacher, lessonId, pageId, { events: { onReset: (g) => lateResets.push(g) } });
  await expect.poll(() => lateResets).toEqual([1]);
  const reopened = connect(baseURL!, teacher, lessonId, pageId, { generation: 1 });
  await synced(reopened);
  expect(items(reopened.provider.doc).size).toBe(0);
  draw(reopened.provider.doc, stroke('fresh'));
  await expect.poll(() => reopened.provider.saved).toBe(true);
  expect([...items(await storedDoc(request, teacher, lessonId, pageId)).keys()]).toEqual(['fresh']);
});
