import {
  type FolderContents,
  type FolderItem,
  type LessonItem,
  addIwbRoute,
  deleteFolderRoute,
  folderContentsRoute,
  folderHierarchyRoute,
  getWhiteBoardPaginatedRoute,
  getWhiteBoardRoute,
  keepBothRoute,
  moveContentLessonsToMyFilesRoute,
  moveToFolderRoute,
  replaceLessonRoute,
  searchLessonsRoute,
  userClassesRoute,
} from '@bright/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildClass, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

const buildLesson = (overrides: Partial<LessonItem> = {}): LessonItem => ({
  id: 'l-1',
  name: 'Fractions',
  lessonType: 'teach',
  space: 'LESSONS',
  folderId: null,
  classId: null,
  tags: [],
  pageCount: 3,
  owner: { id: 'u-1', first_name: 'Asha', last_name: 'Rao' },
  publishedTo: [],
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-06T09:00:00.000Z',
  abilities: { canEdit: true },
  ...overrides,
});

const buildFolder = (overrides: Partial<FolderItem> = {}): FolderItem => ({
  id: 'fo-1',
  name: 'Term 1',
  space: 'LESSONS',
  parentId: null,
  lessonCount: 4,
  folderCount: 1,
  fileCount: 0,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

const contents = (folders: FolderItem[] = [], overrides: Partial<FolderContents> = {}): FolderContents => ({
  space: 'LESSONS',
  folder: null,
  breadcrumbs: [],
  folders,
  lessons: [],
  ...overrides,
});

const page = (items: LessonItem[]) => ({ items, total: items.length, skip: 0, limit: 12 });

describe('route /dashboard/content', () => {
  it('loading: a placeholder stands where the lessons will be', async () => {
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents()),
      pending(getWhiteBoardPaginatedRoute),
    );
    await renderRoute('/dashboard/content', { as: [...teacher] });
    await screen.findByTestId('lessons-panel-LESSONS');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('empty: says how to begin, in My Lessons and in My Content', async () => {
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents()),
      reply(getWhiteBoardPaginatedRoute, page([])),
    );
    await renderRoute('/dashboard/content', { as: [...teacher] });
    expect(await screen.findByText('No Teach lessons yet. Make a new lesson to get started.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'My Content' }));
    expect(
      await screen.findByText('No Content lessons yet. Make a new lesson and choose Content.'),
    ).toBeInTheDocument();
  });

  it('error: says so, and "Try again" reads the list again', async () => {
    let calls = 0;
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents()),
      handle(getWhiteBoardPaginatedRoute, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })
          : { message: 'OK', data: page([buildLesson()]) };
      }),
    );
    await renderRoute('/dashboard/content', { as: [...teacher] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lessons could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('lesson-list')).toHaveTextContent('Fractions');
  });

  it('happy: folders then lessons; a folder opens with breadcrumbs; sort and search ask the server', async () => {
    const asked: URLSearchParams[] = [];
    const searched: URLSearchParams[] = [];
    server.use(
      ...shellMocks([...teacher]),
      handle(folderContentsRoute, ({ query }) => ({
        message: 'OK',
        data: query.get('id')
          ? contents([], { folder: buildFolder(), breadcrumbs: [{ id: 'fo-1', name: 'Term 1' }] })
          : contents([buildFolder()]),
      })),
      handle(getWhiteBoardPaginatedRoute, ({ query }) => {
        asked.push(query);
        const inFolder = query.get('folderId') === 'fo-1';
        const published = [
          { classId: 'c-1', className: 'Class 6A', isPublic: true, publishedAt: '2026-01-06T09:00:00.000Z' },
        ];
        return {
          message: 'OK',
          data: page(
            inFolder
              ? [buildLesson({ id: 'l-2', name: 'Decimals', folderId: 'fo-1' })]
              : [buildLesson({ publishedTo: published })],
          ),
        };
      }),
      handle(searchLessonsRoute, ({ query }) => {
        searched.push(query);
        const hit = { ...buildLesson({ id: 'l-2', name: 'Decimals' }), path: [{ id: 'fo-1', name: 'Term 1' }] };
        return { message: 'OK', data: { items: [hit], total: 1, skip: 0, limit: 12 } };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/content', { as: [...teacher] });
    const list = await screen.findByTestId('lesson-list');
    expect(within(list).getByTestId('folder-row')).toHaveTextContent('Term 1');
    const row = within(list).getByTestId('lesson-row');
    expect(row).toHaveTextContent('Fractions');
    expect(within(row).getByTestId('published-badge')).toHaveTextContent('Published');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/dashboard/lesson/l-1');

    await user.click(within(list).getByText('Term 1'));
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
    const crumbs = screen.getByTestId('lesson-crumbs');
    expect(crumbs).toHaveTextContent('My Lessons');
    expect(crumbs).toHaveTextContent('Term 1');
    expect(asked.at(-1)?.get('folderId')).toBe('fo-1');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('NAME'));

    await user.type(screen.getByTestId('lessons-search'), 'dec');
    expect(await screen.findByTestId('search-heading')).toHaveTextContent('1 lesson found');
    expect(searched.at(-1)?.get('query')).toBe('dec');
    expect(searched.at(-1)?.get('space')).toBe('LESSONS');
    expect(screen.getByTestId('lesson-list')).toHaveTextContent('Term 1');
  });

  it('paging: 30 lessons come 12 at a time; page 2 asks for the next 12', async () => {
    const asked: string[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents()),
      handle(getWhiteBoardPaginatedRoute, ({ query }) => {
        const skip = Number(query.get('skip'));
        asked.push(String(skip));
        const items = Array.from({ length: 12 }, (_, at) =>
          buildLesson({ id: `l-${skip + at}`, name: `Lesson ${skip + at + 1}` }),
        );
        return { message: 'OK', data: { items, total: 30, skip, limit: 12 } };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/content', { as: [...teacher] });
    // The first render loads the page's chunk: slow on a busy machine when this test runs alone.
    expect(await screen.findByText('Lesson 1', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(within(screen.getByTestId('lessons-pages')).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Lesson 13')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('lessons-pages')).getByRole('button', { name: 'Go to page 3' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['0', '12']);
  }, 40_000);

  it("a new lesson: an empty name is refused here, a 300-character one with the server's text", async () => {
    const sent: unknown[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents()),
      reply(getWhiteBoardPaginatedRoute, page([])),
      // Not `handle`: the mock would refuse the over-long body itself, and the server's refusal is the point.
      http.post(addIwbRoute.path, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Lesson name must be at most 200 characters', code: 'lesson.nameTooLong' },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/content', { as: [...teacher] });
    await user.click(await screen.findByTestId('new-lesson'));
    await user.click(screen.getByTestId('new-lesson-save'));
    expect(await screen.findByTestId('new-lesson-error')).toHaveTextContent('Please Enter Lesson Name');
    expect(sent).toEqual([]);
    await user.click(screen.getByTestId('new-lesson-input'));
    await user.paste('x'.repeat(300));
    await user.click(screen.getByTestId('new-lesson-save'));
    await waitFor(() =>
      expect(screen.getByTestId('new-lesson-error')).toHaveTextContent('Lesson name must be at most 200 characters'),
    );
    expect(sent).toHaveLength(1);
  });

  for (const how of ['replace', 'keepBoth'] as const) {
    it(`a name clash asks first, then ${how === 'replace' ? 'replaces the other lesson' : 'keeps both'}; nothing is saved silently`, async () => {
      const resolved: unknown[] = [];
      const clash = HttpResponse.json(
        {
          message: 'A lesson with this name already exists in this folder',
          code: 'lesson.nameTaken',
          conflictId: 'l-1',
          conflictKind: 'lesson',
          suggestedName: 'Fractions (2)',
        },
        { status: 409 },
      );
      const detail = { ...buildLesson({ id: 'l-9' }), pages: [], currentPageId: null, path: [] };
      server.use(
        ...shellMocks([...teacher]),
        reply(folderContentsRoute, contents()),
        reply(getWhiteBoardPaginatedRoute, page([buildLesson()])),
        handle(addIwbRoute, () => clash.clone()),
        handle(replaceLessonRoute, ({ body }) => {
          resolved.push(['replace', body]);
          return { message: 'Lesson replaced', data: { lesson: detail, replacedId: 'l-1' } };
        }),
        handle(keepBothRoute, ({ body }) => {
          resolved.push(['keepBoth', body]);
          return { message: 'Lesson saved under a new name', data: { ...detail, name: 'Fractions (2)' } };
        }),
      );
      const user = userEvent.setup();
      await renderRoute('/dashboard/content', { as: [...teacher] });
      await user.click(await screen.findByTestId('new-lesson'));
      await user.type(screen.getByTestId('new-lesson-input'), 'Fractions');
      await user.click(screen.getByTestId('new-lesson-save'));
      const dialog = await screen.findByTestId('conflict-dialog');
      expect(dialog).toHaveTextContent('A lesson named “Fractions” is already in this folder.');
      expect(dialog).toHaveTextContent('Keep both saves this one as “Fractions (2)”.');
      expect(resolved).toEqual([]);
      await user.click(within(dialog).getByTestId(how === 'replace' ? 'conflict-replace' : 'conflict-keep-both'));
      await waitFor(() => expect(screen.queryByTestId('conflict-dialog')).not.toBeInTheDocument());
      expect(resolved).toEqual([
        [how, { action: 'create', name: 'Fractions', lessonType: 'teach', parentId: null, slides: [] }],
      ]);
      expect(screen.queryByTestId('new-lesson-input')).not.toBeInTheDocument();
    });
  }

  it('"Move to…" moves a lesson into a folder with single clicks, the way dragging does', async () => {
    const moved: unknown[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents([buildFolder()])),
      reply(getWhiteBoardPaginatedRoute, page([buildLesson()])),
      reply(folderHierarchyRoute, {
        space: 'LESSONS',
        folders: [
          { id: 'fo-1', name: 'Term 1', parentId: null, depth: 0 },
          { id: 'fo-2', name: 'Week 1', parentId: 'fo-1', depth: 1 },
        ],
      }),
      handle(moveToFolderRoute, ({ body }) => {
        moved.push(body);
        return { message: 'Moved', data: { lesson: buildLesson({ folderId: 'fo-2' }), folder: null } };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/content', { as: [...teacher] });
    await user.click(await screen.findByRole('button', { name: 'Actions for Fractions' }));
    await user.click(await screen.findByTestId('lesson-menu-move'));
    const choices = await screen.findByTestId('move-choices');
    expect(screen.getByTestId('move-here')).toBeDisabled();
    await user.click(within(choices).getByText('Week 1'));
    await user.click(screen.getByTestId('move-here'));
    await waitFor(() => expect(moved).toEqual([{ flow_id: 'l-1', parentId: 'fo-2' }]));
    await waitFor(() => expect(screen.queryByTestId('move-choices')).not.toBeInTheDocument());
  });

  it('a Content lesson moves to My Files from its menu; a Teach lesson does not offer it', async () => {
    const sent: unknown[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents()),
      reply(
        getWhiteBoardPaginatedRoute,
        page([buildLesson(), buildLesson({ id: 'l-2', name: 'Reading pack', lessonType: 'CONTENT' })]),
      ),
      handle(moveContentLessonsToMyFilesRoute, ({ body }) => {
        sent.push(body);
        return { message: 'Lessons moved to My Files', data: { lessons: [] } };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/content', { as: [...teacher] });
    await user.click(await screen.findByRole('button', { name: 'Actions for Fractions' }));
    expect(await screen.findByTestId('lesson-menu-move')).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-menu-toFiles')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Actions for Reading pack' }));
    await user.click(await screen.findByTestId('lesson-menu-toFiles'));
    await waitFor(() => expect(sent).toEqual([{ flow_ids: ['l-2'] }]));
  });

  it('a folder dragged onto another folder moves into it; dropped on itself it stays', async () => {
    const moved: unknown[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(
        folderContentsRoute,
        contents([buildFolder(), buildFolder({ id: 'fo-3', name: 'Term 2', lessonCount: 0, folderCount: 0 })]),
      ),
      reply(getWhiteBoardPaginatedRoute, page([])),
      handle(moveToFolderRoute, ({ body }) => {
        moved.push(body);
        return { message: 'Moved', data: { lesson: null, folder: buildFolder({ id: 'fo-3', parentId: 'fo-1' }) } };
      }),
    );
    await renderRoute('/dashboard/content', { as: [...teacher] });
    const rows = await screen.findAllByTestId('folder-row');
    const [term1, term2] = rows;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(term2!, { dataTransfer });
    fireEvent.drop(term2!, { dataTransfer });
    fireEvent.dragOver(term1!, { dataTransfer });
    fireEvent.drop(term1!, { dataTransfer });
    await waitFor(() => expect(moved).toEqual([{ folder_id: 'fo-3', parentId: 'fo-1' }]));
  });

  it('deleting a folder says what goes with it, and deletes only when confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(folderContentsRoute, contents([buildFolder({ lessonCount: 4, folderCount: 1 })])),
      reply(getWhiteBoardPaginatedRoute, page([])),
      handle(deleteFolderRoute, ({ params }) => {
        deleted.push(params.id!);
        return {
          message: 'The folder and everything in it were deleted',
          data: { id: params.id!, deletedLessons: 4, deletedFolders: 2 },
        };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/content', { as: [...teacher] });
    await user.click(await screen.findByRole('button', { name: 'Actions for Term 1' }));
    await user.click(await screen.findByTestId('folder-menu-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the folder “Term 1”?');
    expect(dialog).toHaveTextContent(
      'Everything in it is deleted with it, for good: 4 lessons and 1 folder, with their pages and publications.',
    );
    expect(deleted).toEqual([]);
    await user.click(screen.getByTestId('folder-delete-confirm'));
    await waitFor(() => expect(deleted).toEqual(['fo-1']));
  });

  it('a student sees the lessons published to their class, to open and read', async () => {
    const learner = ['learner'] as const;
    server.use(
      ...shellMocks([...learner]),
      reply(userClassesRoute, [buildClass({ relation: 'learner', joinCode: null })]),
      handle(getWhiteBoardRoute, ({ query }) => ({
        message: 'OK',
        data: query.get('class_id') === 'c-1' ? [buildLesson({ abilities: { canEdit: false }, tags: ['maths'] })] : [],
      })),
    );
    await renderRoute('/dashboard/content', { as: [...learner] });
    const row = await screen.findByTestId('class-lesson');
    expect(row).toHaveTextContent('Fractions');
    expect(row).toHaveTextContent('maths');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/dashboard/lesson/l-1');
    expect(screen.queryByTestId('new-lesson')).not.toBeInTheDocument();
  });
});

describe('route /launcher', () => {
  it("lists the teacher's lessons, each with Present opening the board in present mode", async () => {
    server.use(
      ...shellMocks([...teacher]),
      reply(getWhiteBoardRoute, [buildLesson(), buildLesson({ id: 'l-2', name: 'Planets', lessonType: 'CONTENT' })]),
    );
    const user = userEvent.setup();
    await renderRoute('/launcher', { as: [...teacher] });
    const present = await screen.findByRole('link', { name: 'Present Planets' });
    expect(present).toHaveAttribute('href', '/dashboard/lesson/l-2?present=1');
    await user.type(screen.getByTestId('launcher-search'), 'frac');
    await waitFor(() => expect(screen.getAllByTestId('launcher-lesson')).toHaveLength(1));
  });
});
