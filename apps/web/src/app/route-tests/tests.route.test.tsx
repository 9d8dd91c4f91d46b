import { type AssessmentListItem, fetchPaginatedAssessmentsRoute } from '@bright/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

const item = (id: string, name: string, published: boolean): AssessmentListItem => ({
  id,
  classId: 'c-1',
  className: 'Class 6A',
  name,
  type: 'MCQ',
  category: 'TEST',
  status: published ? 'PUBLISHED' : 'DRAFT',
  published,
  createdBy: 'u-1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  publishedAt: null,
  dueOn: null,
  timeLimit: 0,
  assignedToAll: true,
  questionCount: 3,
  totalPoints: 3,
  assignedCount: 20,
  submittedCount: 4,
});

describe('route /dashboard/tests', () => {
  it('loading: placeholders for the first page', async () => {
    server.use(...shellMocks([...teacher]), pending(fetchPaginatedAssessmentsRoute));
    await renderRoute('/dashboard/tests', { as: [...teacher] });
    const list = await screen.findByTestId('assessment-list');
    expect(list.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('empty: nothing yet, and how to start', async () => {
    server.use(...shellMocks([...teacher]), reply(fetchPaginatedAssessmentsRoute, { items: [], total: 0 }));
    await renderRoute('/dashboard/tests', { as: [...teacher] });
    const empty = await screen.findByTestId('assessment-empty');
    expect(empty).toHaveTextContent('Nothing here yet');
    expect(empty).toHaveTextContent('Create one, add questions, then publish it to your students.');
  });

  it("error: the server's message with Try again, which asks once more", async () => {
    let calls = 0;
    server.use(
      ...shellMocks([...teacher]),
      handle(fetchPaginatedAssessmentsRoute, () => {
        calls += 1;
        return calls === 1
          ? Response.json({ message: 'Not authorized to perform this action' }, { status: 403 })
          : { message: 'Success', data: { items: [item('a-1', 'Fractions quiz', true)], total: 1 } };
      }),
    );
    await renderRoute('/dashboard/tests', { as: [...teacher] });
    const list = await screen.findByTestId('assessment-list');
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent('Not authorized to perform this action');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fractions quiz')).toBeInTheDocument();
  });

  it('happy: the tests of every class, newest first, with their state', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...shellMocks([...teacher]),
      handle(fetchPaginatedAssessmentsRoute, ({ query }) => {
        asked.push(query);
        return {
          message: 'Success',
          data: { items: [item('a-1', 'Fractions quiz', true), item('a-2', 'Decimals', false)], total: 2 },
        };
      }),
    );
    await renderRoute('/dashboard/tests', { as: [...teacher] });
    const items = await screen.findAllByTestId('assessment-item');
    expect(items.map((card) => card.dataset.name)).toEqual(['Fractions quiz', 'Decimals']);
    expect(within(items[0]!).getByTestId('assessment-status')).toHaveTextContent('Published');
    expect(within(items[1]!).getByTestId('assessment-status')).toHaveTextContent('Draft');
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ category: 'TEST', sort: 'DATE_CREATED', skip: '0' });
  });
});
