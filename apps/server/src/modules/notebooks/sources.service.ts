import { NOTEBOOK_LIMITS, NOTEBOOK_MESSAGES as M, type SourceKind } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { searchConfigOf } from './language';
import { loadNotebookFor } from './notebooks.service';
import { toPassage, toSource } from './notebooks.presenter';
import * as q from './notebooks.queries';
import { type PassageDraft, splitCues, splitPages, splitText } from './passages';
import { readPdfPages } from './pdf-pages';
import { type SourceUpload, uploadKind } from './source-upload';
import { parseTranscript } from './transcript';

interface NewSource {
  notebookId: string;
  kind: SourceKind;
  title: string;
  language: string;
  bytes: number;
  pageCount: number | null;
  url: string | null;
  passages: PassageDraft[];
}

/**
 * Stores a source and its passages in one transaction, under the notebook's row lock so that two uploads
 * at once cannot pass the 200-source or 50 MB limit together.
 */
async function store(db: Db, actor: Actor, source: NewSource) {
  if (source.passages.length === 0) throw badRequest(M.noText);
  return db.transaction(async (tx) => {
    const { notebook } = await loadNotebookFor(tx, actor, source.notebookId, 'edit');
    const size = await q.lockNotebookSize(tx, notebook.id);
    if (size.sources + 1 > NOTEBOOK_LIMITS.sources) throw badRequest(M.tooManySources);
    if (size.bytes + source.bytes > NOTEBOOK_LIMITS.bytes) throw new AppError('PAYLOAD_TOO_LARGE', M.notebookFull);
    const { passages, ...values } = source;
    const row = await q.insertSource(tx, values);
    const config = searchConfigOf(source.language);
    await q.insertPassages(tx, { id: row.id, notebookId: notebook.id, ownerId: notebook.ownerId, config }, passages);
    await q.touchNotebook(tx, notebook.id);
    return toSource(row, passages.length);
  });
}

function transcriptPassages(text: string) {
  const cues = parseTranscript(text);
  if (cues.length === 0) throw badRequest(M.badTranscript);
  return splitCues(cues);
}

export async function addTextSource(
  db: Db,
  actor: Actor,
  body: {
    notebookId: string;
    title: string;
    text: string;
    kind: 'user' | 'YOUTUBE_TRANSCRIPT';
    language: string;
    url?: string;
  },
) {
  await loadNotebookFor(db, actor, body.notebookId, 'edit');
  const passages = body.kind === 'user' ? splitText(body.text) : transcriptPassages(body.text);
  return store(db, actor, {
    notebookId: body.notebookId,
    kind: body.kind,
    title: body.title,
    language: body.language,
    bytes: Buffer.byteLength(body.text),
    pageCount: null,
    url: body.url ?? null,
    passages,
  });
}

const titleOf = (filename: string) =>
  filename
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, NOTEBOOK_LIMITS.nameMax) || 'Source';

/** A PDF read page by page, or a .vtt / .srt transcript file. Checked before anything is written. */
export async function uploadSource(db: Db, actor: Actor, upload: SourceUpload) {
  const { fields, file } = upload;
  await loadNotebookFor(db, actor, fields.notebookId, 'edit');
  const kind = uploadKind(file);
  const pages = kind === 'PDF' ? await readPdfPages(file.bytes) : null;
  const passages = pages ? splitPages(pages) : transcriptPassages(file.bytes.toString('utf8'));
  return store(db, actor, {
    notebookId: fields.notebookId,
    kind: pages ? 'PDF' : 'YOUTUBE_TRANSCRIPT',
    title: fields.title ?? titleOf(file.filename),
    language: fields.language,
    bytes: file.bytes.length,
    pageCount: pages ? Math.max(...pages.map((page) => page.page)) : null,
    url: fields.url ?? null,
    passages,
  });
}

async function loadSourceFor(db: Db, actor: Actor, sourceId: string, need: 'read' | 'edit') {
  const source = await q.findSource(db, sourceId);
  if (!source) throw notFound(M.sourceNotFound);
  try {
    await loadNotebookFor(db, actor, source.notebookId, need);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(M.sourceNotFound);
    throw error;
  }
  return source;
}

export async function readSource(db: Db, actor: Actor, sourceId: string) {
  const source = await loadSourceFor(db, actor, sourceId, 'read');
  const passages = await q.listPassages(db, sourceId);
  return { ...toSource(source, passages.length), passages: passages.map(toPassage) };
}

export async function deleteSource(db: Db, actor: Actor, sourceId: string) {
  const source = await loadSourceFor(db, actor, sourceId, 'edit');
  await db.transaction(async (tx) => {
    await q.deleteSource(tx, sourceId);
    await q.touchNotebook(tx, source.notebookId);
  });
  return { sourceId };
}
