import { useLocation } from 'react-router';

/** Where the notebook screens link to: the web app's pages, or the SPEC §2 webviews (the token travels along). */
export interface NotebookPaths {
  webview: boolean;
  list: string;
  notebook: (notebookId: string) => string;
  thread: (notebookId: string, threadId: string) => string;
  home: string;
  newThread: string;
}

export function useNotebookPaths(): NotebookPaths {
  const { pathname, search } = useLocation();
  if (!pathname.startsWith('/webview')) {
    return {
      webview: false,
      list: '/dashboard/notebooks',
      notebook: (id) => `/dashboard/notebooks/${id}`,
      thread: (id, threadId) => `/dashboard/notebooks/${id}/threads/${threadId}`,
      home: '/dashboard/notebooks',
      newThread: '/dashboard/notebooks',
    };
  }
  const token = new URLSearchParams(search).get('token');
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  const selfLearn = pathname.startsWith('/webview/self-learn');
  return {
    webview: true,
    list: selfLearn ? `/webview/self-learn/notebooks${q}` : `/webview/notebooks${q}`,
    notebook: (id) => `/webview/bright-ai/new-thread/${id}${q}`,
    thread: (id, threadId) => `/webview/bright-ai/${id}/${threadId}${q}`,
    home: selfLearn ? `/webview/self-learn/bright-ai${q}` : `/webview/bright-ai${q}`,
    newThread: `/webview/bright-ai/new-thread${q}`,
  };
}

/** m:ss (or h:mm:ss) of a transcript time. */
export function clock(seconds: number) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
