import type { ThreadMessage, ThreadSummary } from '@bright/contracts';
import type { MessageRow, findThread } from './threads.queries';

type ThreadListRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;

export const toThreadSummary = (row: ThreadListRow): ThreadSummary => ({
  id: row.thread.id,
  notebookId: row.thread.notebookId,
  notebookName: row.notebookName,
  title: row.thread.title,
  mode: row.thread.mode,
  askedBy: {
    userId: row.thread.userId,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    isStudent: Boolean(row.isStudent),
  },
  messageCount: Number(row.messageCount),
  createdAt: row.thread.createdAt.toISOString(),
  updatedAt: row.thread.updatedAt.toISOString(),
});

export const toMessage = (row: MessageRow): ThreadMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  action: row.action ?? null,
  citations: row.citations,
  status: row.status,
  engine: row.engine ? { engine: row.engine, model: row.model, label: row.engineLabel ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
});
