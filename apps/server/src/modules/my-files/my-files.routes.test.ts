import type { MyFileDetail, MyFileItem } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, countRows, expectError, tokenFor } from '../../../test/api-client';
import { buildUser } from '../../../test/factories';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { lessonFolders } from '../../db/schema';

const FORBIDDEN = 'Not authorized to perform this action';
const DECK = [
  { front: 'Photosynthesis', back: 'Plants make food from light, water and carbon dioxide' },
  { front: 'ছবি', back: 'picture' },
  { front: 'مرحبا', back: 'Hello' },
  { front: '光合作用', back: 'photosynthesis' },
];
const QUIZ = [
  { question: 'What is 3 × 4?', options: ['7', '12', '34'], answer: 1 },
  { question: 'Which planet is red?', options: ['Mars', 'Venus'], answer: 0 },
];

describe('My Files: lists, decks, quiz cards, rename, update, delete', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let foreign: School;
  let colleague: string;
  let folderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t, null);
    foreign = await buildSchool(t, null);
    const other = await buildUser(t.app.db, { roles: ['instructor'], institute: school.institute });
    colleague = await tokenFor(t, other.user, school.institute.id);
    const [folder] = await t.app.db
      .insert(lessonFolders)
      .values({ instituteId: school.institute.id, ownerId: school.teacher.user.id, space: 'FILES', name: 'Science' })
      .returning();
    folderId = folder!.id;
  });
  afterAll(() => t?.close());

  const teacher = () => school.tokens.instructor;
  const post = (url: string, body: unknown, token: string | undefined = teacher()) =>
    api.post(url, body, token ? { token } : {});
  const list = async (query: Record<string, string> = {}, token = teacher()) => {
    const response = await api.get('/api/myFiles/fetch', { token, query });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as MyFileItem[]).map((item) => item.name);
  };

  let deck: MyFileDetail;
  let quiz: MyFileDetail;

  it('add-flashcard refuses bad decks with clear messages and writes nothing', async () => {
    const url = '/api/myFiles/add-flashcard';
    expectError(await post(url, { name: 'D', cards: DECK }, ''), 401, 'session expired');
    expectError(await post(url, { name: 'D', cards: DECK }, school.tokens.learner), 403, FORBIDDEN);
    expectError(await post(url, { cards: DECK }), 400, 'Please provide: name');
    expectError(await post(url, { name: 'D', cards: [] }), 400, 'Add at least one card');
    expectError(
      await post(url, { name: 'D', cards: [{ front: 'a', back: ' ' }] }),
      400,
      'Every card needs a front and a back',
    );
    expectError(
      await post(url, { name: 'D', cards: [{ front: 'a', back: 'b'.repeat(1001) }] }),
      400,
      'A card side must be at most 1000 characters',
    );
    expectError(
      await post(url, { name: 'D', cards: Array.from({ length: 201 }, () => ({ front: 'a', back: 'b' })) }),
      400,
      'A set can hold at most 200 cards',
    );
    expectError(await post(url, { name: 'D', cards: DECK, folderId: 'nope' }), 404, 'Folder not found');
    expect(await countRows(t, 'my_files')).toBe(0);
  });

  it('add-flashcard keeps a deck with text in any script; add-quizcard a set with options and answers', async () => {
    const made = await post('/api/myFiles/add-flashcard', { name: 'Science words', cards: DECK, folderId });
    expect(made.statusCode, made.body).toBe(200);
    deck = made.json().data;
    expect(made.json().message).toBe('Flashcards saved');
    expect(deck).toMatchObject({
      kind: 'FLASHCARD',
      name: 'Science words',
      folderId,
      cardCount: 4,
      flashcards: DECK,
      quizcards: null,
      url: null,
    });
    expectError(
      await post('/api/myFiles/add-flashcard', { name: 'Science words', cards: DECK, folderId }),
      400,
      'A file with this name already exists here',
    );

    const url = '/api/myFiles/add-quizcard';
    expectError(
      await post(url, { name: 'Q', cards: [{ question: 'x', options: ['a'], answer: 0 }] }),
      400,
      'A quiz card needs 2 to 6 options',
    );
    expectError(
      await post(url, { name: 'Q', cards: [{ question: 'x', options: ['a', 'b'], answer: 2 }] }),
      400,
      'The answer must be one of the options',
    );
    expectError(
      await post(url, { name: 'Q', cards: [{ question: ' ', options: ['a', 'b'], answer: 0 }] }),
      400,
      'Every quiz card needs a question',
    );
    expectError(
      await post(url, { name: 'Q', cards: [{ question: 'x', options: ['a', ''], answer: 0 }] }),
      400,
      'An option cannot be empty',
    );
    const made2 = await post(url, { name: 'Quick quiz', cards: QUIZ });
    expect(made2.json()).toMatchObject({
      message: 'Quiz cards saved',
      data: { kind: 'QUIZCARD', cardCount: 2, quizcards: QUIZ, flashcards: null },
    });
    quiz = made2.json().data;
  });

  it('get reads a deck with its cards for its owner only', async () => {
    const url = '/api/myFiles/get';
    const read = await api.get(url, { token: teacher(), query: { fileId: deck.id } });
    expect(read.json().data).toEqual(deck);
    expectError(await api.get(url, { query: { fileId: deck.id } }), 401, 'session expired');
    expectError(await api.get(url, { token: school.tokens.learner, query: { fileId: deck.id } }), 403, FORBIDDEN);
    expectError(await api.get(url, { token: colleague, query: { fileId: deck.id } }), 404, 'File not found');
    expectError(await api.get(url, { token: school.tokens.admin, query: { fileId: deck.id } }), 404, 'File not found');
    expectError(await api.get(url, { token: foreign.tokens.admin, query: { fileId: deck.id } }), 404, 'File not found');
    expectError(await api.get(url, { token: teacher() }), 400, 'Please provide: fileId');
  });

  it('fetch lists one folder or all, by kind and name, in the order asked; others see none of it', async () => {
    await post('/api/myFiles/add-flashcard', { name: 'Art terms', cards: DECK });
    expect(await list()).toEqual(['Art terms', 'Quick quiz']);
    expect(await list({ folderId })).toEqual(['Science words']);
    expect(await list({ all: 'true', sort: 'NAME' })).toEqual(['Art terms', 'Quick quiz', 'Science words']);
    expect(await list({ all: 'true', kind: 'FLASHCARD', sort: 'NAME' })).toEqual(['Art terms', 'Science words']);
    expect(await list({ all: 'true', search: 'SCI' })).toEqual(['Science words']);
    expect(await list({ all: 'true', search: '%' })).toEqual([]);
    expect(await list({ all: 'true', sort: 'DATE_CREATED' })).toEqual(['Art terms', 'Quick quiz', 'Science words']);
    expect(await list({ all: 'true' }, colleague)).toEqual([]);
    expect(await list({ all: 'true' }, foreign.tokens.instructor)).toEqual([]);
    expectError(
      await api.get('/api/myFiles/fetch', { token: teacher(), query: { sort: 'SIZE' } }),
      400,
      'Invalid sort',
    );
    expectError(
      await api.get('/api/myFiles/fetch', { token: teacher(), query: { kind: 'VIDEO' } }),
      400,
      'Invalid kind',
    );
    expectError(
      await api.get('/api/myFiles/fetch', { token: colleague, query: { folderId } }),
      404,
      'Folder not found',
    );
    expectError(await api.get('/api/myFiles/fetch', { token: school.tokens.learner }), 403, FORBIDDEN);

    const page = await api.get('/api/myFiles/fetch-paginated', {
      token: teacher(),
      query: { all: 'true', sort: 'NAME', skip: '1', limit: '1' },
    });
    expect(page.json().data).toMatchObject({ total: 3, skip: 1, limit: 1 });
    expect(page.json().data.items.map((item: MyFileItem) => item.name)).toEqual(['Quick quiz']);
    expectError(
      await api.get('/api/myFiles/fetch-paginated', { token: teacher(), query: { limit: '0' } }),
      400,
      'Invalid limit',
    );
  });

  it('rename refuses a taken or empty name and another teacher; renames in any script', async () => {
    const url = '/api/myFiles/rename';
    expectError(
      await post(url, { fileId: quiz.id, name: 'Art terms' }),
      400,
      'A file with this name already exists here',
    );
    expectError(await post(url, { fileId: quiz.id, name: '  ' }), 400, 'Please provide: name');
    expectError(
      await post(url, { fileId: quiz.id, name: 'x'.repeat(201) }),
      400,
      'A name must be at most 200 characters',
    );
    expectError(await post(url, { fileId: quiz.id, name: 'Mine' }, colleague), 404, 'File not found');
    expectError(await post(url, { fileId: quiz.id, name: 'Mine' }, school.tokens.learner), 403, FORBIDDEN);
    const renamed = await post(url, { fileId: quiz.id, name: 'اختبار سريع' });
    expect(renamed.json()).toMatchObject({ message: 'File renamed', data: { id: quiz.id, name: 'اختبار سريع' } });
  });

  it('update changes cards, name and folder in one step, refusing what does not fit', async () => {
    const url = '/api/myFiles/update';
    expectError(await post(url, { fileId: deck.id }), 400, 'Please provide: setData');
    expectError(await post(url, { fileId: deck.id, setData: {} }), 400, 'Nothing to update');
    expectError(await post(url, { fileId: deck.id, setData: { size: 3 } }), 400, 'Unknown field: size');
    expectError(
      await post(url, { fileId: deck.id, setData: { quizcards: QUIZ } }),
      400,
      'These cards do not fit this kind of file',
    );
    expectError(await post(url, { fileId: deck.id, setData: { folderId: 'nope' } }), 404, 'Folder not found');
    expectError(
      await post(url, { fileId: deck.id, setData: { name: 'Art terms', folderId: null } }),
      400,
      'A file with this name already exists here',
    );
    expectError(await post(url, { fileId: deck.id, setData: { name: 'Mine' } }, colleague), 404, 'File not found');
    const cards = [{ front: 'Chlorophyll', back: 'The green pigment' }];
    const updated = await post(url, {
      fileId: deck.id,
      setData: { flashcards: cards, folderId: null, name: 'Biology words' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Biology words',
      folderId: null,
      cardCount: 1,
      flashcards: cards,
    });
    expect(await list()).toContain('Biology words');
  });

  it('delete removes a deck for its owner only', async () => {
    const url = '/api/myFiles/delete';
    expectError(await post(url, { fileId: deck.id }, ''), 401, 'session expired');
    expectError(await post(url, { fileId: deck.id }, school.tokens.learner), 403, FORBIDDEN);
    expectError(await post(url, { fileId: deck.id }, colleague), 404, 'File not found');
    expectError(await post(url, { fileId: deck.id }, foreign.tokens.instructor), 404, 'File not found');
    expectError(await post(url, {}), 400, 'Please provide: fileId');
    expect((await post(url, { fileId: deck.id })).json()).toEqual({
      message: 'File deleted',
      data: { fileId: deck.id },
    });
    expectError(await post(url, { fileId: deck.id }), 404, 'File not found');
    expect(await list({ all: 'true' })).not.toContain('Biology words');
  });
});
