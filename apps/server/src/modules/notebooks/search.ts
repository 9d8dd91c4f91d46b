import type { SearchHit, SourceKind } from '@bright/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { SEARCH_CONFIGS, queryWords } from './language';

/**
 * Full-text search over passages (GIN-indexed tsvector, PostgreSQL and PGlite alike). Each passage is
 * matched with the query parsed in its own language's configuration. `search` reads the words as a web
 * search does (all of them, "phrases", -not); `retrieve` ORs a question's words and ranks, because a
 * natural question rarely has every word in one passage.
 */

export interface RetrievedPassage {
  id: string;
  sourceId: string;
  notebookId: string;
  sourceTitle: string;
  kind: SourceKind;
  page: number | null;
  startSeconds: number | null;
  text: string;
  rank: number;
}

/** Which passages are in scope: one notebook, a teacher's own, or those shared with a student. */
export type Scope = { notebookId: string } | { ownerId: string; instituteId: string } | { learnerId: string };

function scopeSql(scope: Scope): SQL {
  if ('notebookId' in scope) return sql`p.notebook_id = ${scope.notebookId}`;
  if ('ownerId' in scope) return sql`p.owner_id = ${scope.ownerId} and n.institute_id = ${scope.instituteId}`;
  return sql`p.notebook_id in (select s.notebook_id from notebook_shares s
    join class_members m on m.class_id = s.class_id where m.user_id = ${scope.learnerId} and m.role = 'learner')`;
}

/** One query per configuration: (config, tsquery) rows to join passages on. */
function queries(build: (config: string) => SQL): SQL {
  return sql.join(
    SEARCH_CONFIGS.map((config) => sql`select ${config}::text as cfg, ${build(config)} as query`),
    sql` union all `,
  );
}

interface Row extends Record<string, unknown> {
  id: string;
  source_id: string;
  notebook_id: string;
  notebook_name: string;
  title: string;
  kind: SourceKind;
  page: number | null;
  start_seconds: number | null;
  text: string;
  rank: number;
  snippet?: string;
}

async function run(db: Executor, scope: Scope, q: SQL, limit: number, snippets: boolean) {
  // Ranked and cut to `limit` first: the snippet (ts_headline re-parses the text) is made for those only.
  const snippet = snippets
    ? sql`, ts_headline(top.config::regconfig, top.text, top.query,
        'StartSel=<<, StopSel=>>, MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet`
    : sql``;
  const result = await db.execute<Row>(sql`
    with q as (${q}),
    top as (
      select p.id, p.source_id, p.notebook_id, p.page, p.start_seconds, p.text, p.config, p.ordinal, q.query,
        ts_rank_cd(p.tsv, q.query)::float8 as rank
      from notebook_passages p
      join q on q.cfg = p.config
      join notebooks n on n.id = p.notebook_id
      where p.tsv @@ q.query and ${scopeSql(scope)}
      order by rank desc, p.ordinal asc
      limit ${limit})
    select top.id, top.source_id, top.notebook_id, n.name as notebook_name, s.title, s.kind, top.page,
      top.start_seconds, top.text, top.rank ${snippet}
    from top
    join notebook_sources s on s.id = top.source_id
    join notebooks n on n.id = top.notebook_id
    order by top.rank desc, top.ordinal asc`);
  return result.rows;
}

export async function searchPassages(db: Executor, scope: Scope, text: string, limit = 30): Promise<SearchHit[]> {
  const rows = await run(
    db,
    scope,
    queries((config) => sql`websearch_to_tsquery(${config}::regconfig, ${text})`),
    limit,
    true,
  );
  return rows.map((row) => ({
    passageId: row.id,
    notebookId: row.notebook_id,
    notebookName: row.notebook_name,
    sourceId: row.source_id,
    sourceTitle: row.title,
    kind: row.kind,
    page: row.page,
    startSeconds: row.start_seconds,
    snippet: row.snippet ?? '',
    rank: Number(row.rank),
  }));
}

const toRetrieved = (row: Row): RetrievedPassage => ({
  id: row.id,
  sourceId: row.source_id,
  notebookId: row.notebook_id,
  sourceTitle: row.title,
  kind: row.kind,
  page: row.page,
  startSeconds: row.start_seconds,
  text: row.text,
  rank: Number(row.rank),
});

/** The best passages of a notebook for a question (any of its words), best first. */
export async function retrieve(db: Executor, notebookId: string, question: string, limit: number) {
  const words = queryWords(question);
  if (words.length === 0) return [];
  const expression = words.join(' | ');
  const rows = await run(
    db,
    { notebookId },
    queries((config) => sql`to_tsquery(${config}::regconfig, ${expression})`),
    limit,
    false,
  );
  return rows.map(toRetrieved);
}

/** A notebook's opening passages, in source order: what Summarize reads when no question is given. */
export async function openingPassages(db: Executor, notebookId: string, limit: number) {
  const result = await db.execute<Row>(sql`
    select p.id, p.source_id, p.notebook_id, '' as notebook_name, s.title, s.kind, p.page, p.start_seconds,
      p.text, 0::float8 as rank
    from notebook_passages p join notebook_sources s on s.id = p.source_id
    where p.notebook_id = ${notebookId}
    order by s.created_at asc, p.ordinal asc
    limit ${limit}`);
  return result.rows.map(toRetrieved);
}
