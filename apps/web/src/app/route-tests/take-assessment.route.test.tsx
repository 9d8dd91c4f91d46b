import { type TakingView, readResponseRoute } from '@bright/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, handle, pending, setupApiMocks } from '../../test/api-mock';
import { shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const student = ['learner'] as const;
const path = '/assessment/take/a-1';

const attempt = (): TakingView => ({
  view: 'student',
  response: {
    assessmentResponseId: 'r-1',
    assessmentId: 'a-1',
    studentId: 'u-1',
    status: 'IN_PROGRESS',
    startedAt: new Date().toISOString(),
    deadline: null,
    submittedAt: null,
    late: false,
    score: null,
    maxScore: null,
    percentage: null,
    waitingCount: null,
    pendingScore: null,
    report: null,
  },
  assessment: {
    assessmentId: 'a-1',
    classId: 'c-1',
    className: 'Class 6A',
    name: 'Fractions quiz',
    description: '',
    timeLimit: 0,
    requireAllAnswered: false,
    dueOn: null,
    resultsReleased: false,
    questionCount: 1,
    maxScore: 1,
  },
  questions: [
    {
      id: 'q-1',
      assessmentId: 'a-1',
      position: 0,
      type: 'MCQ',
      description: 'What is half of 1/2?',
      points: 1,
      options: [
        { id: 'o-1', title: '1/4' },
        { id: 'o-2', title: '1' },
      ],
      matchChoices: [],
      blankCount: 0,
      image: null,
      files: [],
      topicId: null,
      topicName: null,
    },
  ],
  answers: [],
  serverTime: new Date().toISOString(),
});

describe('route /assessment/take/:assessmentId (starting an attempt)', () => {
  it('loading: a placeholder while the attempt starts', async () => {
    server.use(...shellMocks([...student]), pending(readResponseRoute));
    await renderRoute(path, { as: [...student] });
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeInTheDocument());
    expect(screen.queryByTestId('taking-screen')).not.toBeInTheDocument();
  });

  it('empty: an assessment that is not there (or not for this student) shows the not-available picture', async () => {
    server.use(...shellMocks([...student]), fail(readResponseRoute, 404, 'Assessment not found'));
    await renderRoute(path, { as: [...student] });
    expect(await screen.findByTestId('assessment-not-available')).toBeInTheDocument();
    expect(screen.getAllByText('This assessment is not available').length).toBeGreaterThan(0);
  });

  it("error: a refusal shows the server's message", async () => {
    server.use(...shellMocks([...student]), fail(readResponseRoute, 403, 'Not authorized to perform this action'));
    await renderRoute(path, { as: [...student] });
    expect(
      await screen.findByText('Not authorized to perform this action', { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
  });

  it('happy: asks for this assessment and opens the first question', async () => {
    let asked: string | null = null;
    server.use(
      ...shellMocks([...student]),
      handle(readResponseRoute, ({ query }) => {
        asked = query.get('assessmentId');
        return { message: 'Success', data: attempt() };
      }),
    );
    await renderRoute(path, { as: [...student] });
    expect(await screen.findByTestId('taking-screen')).toHaveAttribute('data-response-id', 'r-1');
    expect(screen.getByTestId('question-text')).toHaveTextContent('What is half of 1/2?');
    expect(screen.getByText('Fractions quiz')).toBeInTheDocument();
    expect(asked).toBe('a-1');
  });
});
