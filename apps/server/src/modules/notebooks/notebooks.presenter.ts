import type { NotebookFolder, NotebookSource, NotebookSummary, Passage } from '@bright/contracts';
import type { FolderRow, NotebookRow, SourceRow, notebookFacts } from './notebooks.queries';

type Facts = Awaited<ReturnType<typeof notebookFacts>>;

export const toFolder = (row: FolderRow): NotebookFolder => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function toNotebookSummary(row: NotebookRow, facts: Facts, canEdit: boolean): NotebookSummary {
  const size = facts.sizes.get(row.id) ?? { sources: 0, bytes: 0 };
  return {
    id: row.id,
    name: row.name,
    folderId: canEdit ? row.folderId : null,
    mode: row.mode,
    sourceCount: size.sources,
    bytes: size.bytes,
    ownerName: facts.owners.get(row.id) ?? '',
    sharedWith: canEdit ? (facts.shares.get(row.id) ?? []) : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit,
  };
}

export const toSource = (row: SourceRow, passageCount: number): NotebookSource => ({
  id: row.id,
  notebookId: row.notebookId,
  kind: row.kind,
  title: row.title,
  language: row.language,
  bytes: row.bytes,
  pageCount: row.pageCount,
  passageCount,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

export const toPassage = (row: Passage): Passage => ({
  id: row.id,
  sourceId: row.sourceId,
  ordinal: row.ordinal,
  page: row.page,
  startSeconds: row.startSeconds,
  text: row.text,
});
