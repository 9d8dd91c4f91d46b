import type { BoardItem } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PageModel, type PageChange } from './page-model';

const item = (id: string, z: number): BoardItem => ({
  id,
  kind: 'line',
  color: '#1570ef',
  size: 4,
  points: [0, z, 100, z],
  z,
});

describe('PageModel', () => {
  it('reads items already in the document and reports additions on top without a redraw', () => {
    const doc = new Y.Doc();
    const first = new PageModel(doc);
    first.put([item('a', 1)]);
    const model = new PageModel(doc);
    expect([...model.items.keys()]).toEqual(['a']);
    const changes: PageChange[] = [];
    model.subscribe((change) => changes.push(change));
    model.put([item('b', model.nextZ())]);
    expect(changes.at(-1)).toMatchObject({ added: [{ id: 'b' }], removed: [], redraw: false });
    model.remove(['a']);
    expect(changes.at(-1)).toMatchObject({ removed: ['a'], redraw: true });
    model.put([{ ...item('b', 2), color: '#d92d20' }]);
    expect(changes.at(-1)).toMatchObject({ removed: ['b'], added: [{ id: 'b', color: '#d92d20' }], redraw: true });
  });

  it("undoes and redoes this tab's own changes only, never a remote one", () => {
    const local = new Y.Doc();
    const remote = new Y.Doc();
    const model = new PageModel(local);
    const other = new PageModel(remote);
    model.put([item('mine', 1)]);
    other.put([item('theirs', 2)]);
    Y.applyUpdate(local, Y.encodeStateAsUpdate(remote), 'server');
    expect(model.items.size).toBe(2);
    model.undo.undo();
    expect([...model.items.keys()]).toEqual(['theirs']);
    model.undo.undo();
    expect([...model.items.keys()]).toEqual(['theirs']);
    model.undo.redo();
    expect(new Set(model.items.keys())).toEqual(new Set(['mine', 'theirs']));
    model.remove(['mine']);
    model.undo.undo();
    expect(model.items.has('mine')).toBe(true);
  });

  it('skips a value that is not an item instead of failing', () => {
    const doc = new Y.Doc();
    doc.getMap('items').set('junk', { k: 'nonsense' });
    const model = new PageModel(doc);
    expect(model.items.size).toBe(0);
    model.put([item('a', 1)]);
    expect(model.ordered().map((entry) => entry.id)).toEqual(['a']);
  });
});
