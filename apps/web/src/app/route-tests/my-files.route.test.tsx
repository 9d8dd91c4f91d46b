import {
  type Flashcard,
  type MyFileDetail,
  type MyFileItem,
  addFlashcardRoute,
  deleteMyFileRoute,
  fetchMyFilesRoute,
  getMyFileRoute,
  renameMyFileRoute,
  uploadMyFileRoute,
} from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

const buildItem = (overrides: Partial<MyFileItem> = {}): MyFileItem => ({
  id: 'f-1',
  kind: 'FILE',
  name: 'Worksheet.pdf',
  folderId: null,
  contentType: 'application/pdf',
  size: 2048,
  status: 'SUCCESS',
  cardCount: 0,
  url: '/api/myFiles/file/f-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  abilities: { canRename: true, canDelete: true, canEditCards: false, canMoveToContent: false },
  ...overrides,
});

const deck: MyFileDetail = {
  ...buildItem({ id: 'd-1', kind: 'FLASHCARD', name: 'Planets', contentType: null, size: 0, url: null, cardCount: 3 }),
  abilities: { canRename: true, canDelete: true, canEditCards: true, canMoveToContent: false },
  flashcards: [
    { front: 'Mars', back: 'The red planet' },
    { front: 'المريخ', back: 'الكوكب الأحمر' },
    { front: 'Jupiter', back: 'The largest planet' },
  ],
  quizcards: null,
};

describe('route /dashboard/my-files', () => {
  it('loading: a placeholder stands where the files will be', async () => {
    server.use(...shellMocks([...teacher]), pending(fetchMyFilesRoute));
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    await screen.findByTestId('my-files-panel');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('empty: says how to begin', async () => {
    server.use(...shellMocks([...teacher]), reply(fetchMyFilesRoute, { items: [] }));
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    expect(
      await screen.findByText('Nothing here yet. Upload a file or make flashcards to get started.'),
    ).toBeInTheDocument();
  });

  it('error: says so, and "Try again" reads the list again', async () => {
    let calls = 0;
    server.use(
      ...shellMocks([...teacher]),
      handle(fetchMyFilesRoute, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })
          : { message: 'OK', data: { items: [buildItem()] } };
      }),
    );
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('My Files could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('file-list')).toHaveTextContent('Worksheet.pdf');
  });

  it('rename and delete: the dialog sends the new name, the delete is confirmed first, and the list is read again', async () => {
    let items = [buildItem(), buildItem({ id: 'f-2', name: 'Board.png', contentType: 'image/png' })];
    const renamed: unknown[] = [];
    const deleted: unknown[] = [];
    server.use(
      ...shellMocks([...teacher]),
      handle(fetchMyFilesRoute, () => ({ message: 'OK', data: { items } })),
      handle(renameMyFileRoute, ({ body: input }) => {
        const body = input as unknown as { fileId: string; name: string };
        renamed.push(body);
        items = items.map((item) => (item.id === body.fileId ? { ...item, name: body.name } : item));
        return { message: 'File renamed', data: items.find((item) => item.id === body.fileId)! };
      }),
      handle(deleteMyFileRoute, ({ body: input }) => {
        const body = input as unknown as { fileId: string };
        deleted.push(body);
        items = items.filter((item) => item.id !== body.fileId);
        return { message: 'File deleted', data: { fileId: body.fileId } };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    const list = await screen.findByTestId('file-list');
    await user.click(within(list).getByRole('button', { name: 'Actions for Worksheet.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByTestId('rename-input');
    await user.clear(input);
    await user.type(input, 'Fractions — ورقة');
    await user.click(screen.getByTestId('rename-save'));
    await waitFor(() => expect(list).toHaveTextContent('Fractions — ورقة'));
    expect(renamed).toEqual([{ fileId: 'f-1', name: 'Fractions — ورقة' }]);

    await user.click(within(list).getByRole('button', { name: 'Actions for Board.png' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Delete “Board.png”?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(list).not.toHaveTextContent('Board.png'));
    expect(deleted).toEqual([{ fileId: 'f-2' }]);
  });

  it('upload: a refused file fails with the reason and progress back to 0; retry sends it again and it lands', async () => {
    let attempts = 0;
    let items: MyFileItem[] = [];
    server.use(
      ...shellMocks([...teacher]),
      handle(fetchMyFilesRoute, () => ({ message: 'OK', data: { items } })),
      handle(uploadMyFileRoute, async ({ request }) => {
        attempts += 1;
        const form = await request.formData();
        // jsdom's XHR sends the part without its file name: the name below is the server's answer.
        expect(form.get('file')).toMatchObject({ type: 'image/png' });
        if (attempts === 1)
          return HttpResponse.json(
            { message: "The file's content does not match its name or type", code: 'myFiles.typeMismatch' },
            { status: 415 },
          );
        const item = buildItem({ id: 'f-9', name: 'photo.png', contentType: 'image/png' });
        items = [item];
        return { message: 'File uploaded', data: item };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    await screen.findByText('Nothing here yet. Upload a file or make flashcards to get started.');
    await user.upload(screen.getByTestId('my-files-input'), new File(['png'], 'photo.png', { type: 'image/png' }));
    const entry = await screen.findByTestId('upload-entry');
    await waitFor(() => expect(entry).toHaveAttribute('data-status', 'FAILED'));
    expect(entry).toHaveAttribute('data-progress', '0');
    expect(within(entry).getByTestId('upload-error')).toHaveTextContent(
      "The file's content does not match its name or type",
    );

    await user.click(within(entry).getByRole('button', { name: 'Upload photo.png again' }));
    await waitFor(() => expect(entry).toHaveAttribute('data-status', 'SUCCESS'));
    expect(entry).toHaveAttribute('data-progress', '100');
    expect(await screen.findByTestId('file-list')).toHaveTextContent('photo.png');
    expect(attempts).toBe(2);
  });

  it('a file over 50 MB fails before it is sent', async () => {
    server.use(...shellMocks([...teacher]), reply(fetchMyFilesRoute, { items: [] }));
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    const big = new File(['x'], 'lecture.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    await userEvent.setup().upload(await screen.findByTestId('my-files-input'), big);
    const entry = await screen.findByTestId('upload-entry');
    expect(entry).toHaveAttribute('data-status', 'FAILED');
    expect(entry).toHaveTextContent('A file must be at most 50 MB');
  });

  it('new flashcards: the editor checks the cards, then sends the deck in any script', async () => {
    const sent: unknown[] = [];
    server.use(
      ...shellMocks([...teacher]),
      reply(fetchMyFilesRoute, { items: [] }),
      handle(addFlashcardRoute, ({ body: input }) => {
        const body = input as unknown as { name: string; cards: Flashcard[] };
        sent.push(body);
        return { message: 'Flashcards saved', data: { ...deck, name: body.name, flashcards: body.cards } };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/dashboard/my-files', { as: [...teacher] });
    await user.click(await screen.findByTestId('new-flashcards'));
    await user.type(screen.getByTestId('deck-name'), 'Words');
    await user.click(screen.getByTestId('deck-save'));
    expect(await screen.findByTestId('deck-error')).toHaveTextContent('Every card needs a front and a back');
    await user.type(screen.getByTestId('card-front-0'), '猫');
    await user.type(screen.getByTestId('card-back-0'), 'cat');
    await user.click(screen.getByTestId('deck-save'));
    await waitFor(() => expect(sent).toEqual([{ name: 'Words', cards: [{ front: '猫', back: 'cat' }] }]));
  });
});

describe('route /flashcards/:fileId', () => {
  it('flips with Space and Enter, moves with the arrows, and shuffles', async () => {
    server.use(...shellMocks([...teacher]), reply(getMyFileRoute, deck));
    const user = userEvent.setup();
    await renderRoute('/flashcards/d-1', { as: [...teacher] });
    expect(await screen.findByTestId('deck-title')).toHaveTextContent('Planets');
    const card = screen.getByTestId('viewer-card');
    const text = screen.getByTestId('viewer-text');
    expect(text).toHaveTextContent('Mars');
    expect(screen.getByTestId('viewer-position')).toHaveTextContent('Card 1 of 3');
    await user.keyboard(' ');
    expect(card).toHaveAttribute('data-side', 'back');
    expect(text).toHaveTextContent('The red planet');
    await user.keyboard('{ArrowRight}');
    expect(text).toHaveTextContent('المريخ');
    expect(card).toHaveAttribute('data-side', 'front');
    await user.keyboard('{Enter}');
    expect(text).toHaveTextContent('الكوكب الأحمر');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('viewer-position')).toHaveTextContent('Card 3 of 3');
    expect(screen.getByTestId('viewer-next')).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(text).toHaveTextContent('المريخ');
    await user.click(screen.getByTestId('viewer-shuffle'));
    expect(screen.getByTestId('viewer-position')).toHaveTextContent('Card 1 of 3');
    expect(['Mars', 'المريخ', 'Jupiter']).toContain(text.textContent);
  });

  it("another's or a deleted deck: says it could not be found", async () => {
    server.use(
      ...shellMocks([...teacher]),
      handle(getMyFileRoute, () => HttpResponse.json({ message: 'File not found' }, { status: 404 })),
    );
    await renderRoute('/flashcards/nope', { as: [...teacher] });
    expect(await screen.findByTestId('deck-missing')).toHaveTextContent('This deck could not be found.');
  });
});
