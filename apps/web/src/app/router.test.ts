import { describe, expect, it } from 'vitest';
import { matchRoute } from './router';
import { ROUTE_TABLE } from './route-table';

const nameOf = (path: string) => matchRoute(path)?.entry.name;

describe('the route table', () => {
  it('covers every route of SPEC §2 with a named page', () => {
    const cases: Record<string, string> = {
      '/': 'login',
      '/login': 'login',
      '/appDownloads': 'appDownloads',
      '/teachLogin': 'teachLogin',
      '/signup': 'signup',
      '/deviceLogin/ABCDE': 'deviceLogin',
      '/dashboard': 'dashboard',
      '/dashboard/create': 'dashboardCreate',
      '/dashboard/content': 'content',
      '/dashboard/controller/12345': 'controller',
      '/class': 'class',
      '/live/42': 'live',
      '/webview/assessment/full/c1': 'assessmentList',
      '/webview/assessment/preview/a1': 'assessmentPreview',
      '/webview/assessment/a1': 'assessment',
      '/webview/bright-ai/new-thread/n1': 'newThread',
      '/webview/bright-ai/n1/t1': 'thread',
      '/join/ABC123/by-students': 'join',
      '/assessment-results-webview/student_report': 'studentReport',
      '/help': 'help',
      '/terms': 'terms',
      '/privacy': 'privacy',
      '/licence': 'licence',
    };
    for (const [path, name] of Object.entries(cases)) expect(nameOf(path), path).toBe(name);
  });

  it('first match wins: an entry path missing its id is an invalid path, not an id', () => {
    expect(nameOf('/webview/assessment/full')).toBe('invalidPath');
    expect(nameOf('/webview/assessment/preview')).toBe('invalidPath');
    expect(nameOf('/webview/scheduler')).toBe('invalidPath');
  });

  it('first match wins over a later, more specific entry', () => {
    const table = [
      { path: '/a/:id', name: 'first', element: null },
      { path: '/a/b', name: 'second', element: null },
    ];
    expect(matchRoute('/a/b', table)?.entry.name).toBe('first');
  });

  it('ends with the catch-all not-found page', () => {
    expect(ROUTE_TABLE.at(-1)?.path).toBe('*');
    expect(nameOf('/no/such/page')).toBe('notFound');
  });
});
