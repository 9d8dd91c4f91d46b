import { type Role, myAssessmentsRoute, readResponseRoute } from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { buildAttempt, buildMyAssessment, shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const student: Role[] = ['learner'];
const path = '/assessment/take/a-1';

/** Not started yet, with a 20-minute limit and the teacher's instructions. */
const dueWithLimit = buildMyAssessment({
  timeLimit: 20,
  description: 'Show your working on paper.',
  questionCount: 1,
});

describe('route /assessment/take/:assessmentId', () => {
  it('loading: a placeholder while the assessments are read, no start screen and no attempt yet', async () => {
    let attempted = false;
    server.use(
      ...shellMocks(student),
      pending(myAssessmentsRoute),
      handle(readResponseRoute, () => {
        attempted = true;
        return { message: 'Success', data: buildAttempt() };
      }),
    );
    await renderRoute(path, { as: student });
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeInTheDocument());
    expect(screen.queryByTestId('start-screen')).not.toBeInTheDocument();
    expect(screen.queryByTestId('taking-screen')).not.toBeInTheDocument();
    // The first read starts the clock: it must wait for the student's Start.
    expect(attempted).toBe(false);
  });

  it('happy: the start screen shows the limit and instructions, Start asks to confirm, then the first question', async () => {
    const user = userEvent.setup();
    let asked: string | null = null;
    server.use(
      ...shellMocks(student),
      reply(myAssessmentsRoute, { items: [dueWithLimit] }),
      handle(readResponseRoute, ({ query }) => {
        asked = query.get('assessmentId');
        return { message: 'Success', data: buildAttempt({ timeLimit: 20 }) };
      }),
    );
    await renderRoute(path, { as: student });
    const start = await screen.findByTestId('start-screen');
    expect(within(start).getByRole('heading', { name: 'Fractions quiz' })).toBeInTheDocument();
    expect(screen.getByTestId('start-time-limit')).toHaveTextContent('Time limit: 20 minutes');
    expect(screen.getByTestId('start-description')).toHaveTextContent('Show your working on paper.');
    expect(start).toHaveTextContent('1 question');

    await user.click(screen.getByTestId('start-assessment'));
    const dialog = await screen.findByRole('dialog', { name: 'Start now?' });
    expect(dialog).toHaveTextContent('you will have 20 minutes to answer and submit');
    // "Not yet" keeps the clock stopped.
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(asked).toBeNull();

    await user.click(screen.getByTestId('start-assessment'));
    await user.click(await screen.findByTestId('start-confirm'));
    expect(await screen.findByTestId('taking-screen')).toHaveAttribute('data-response-id', 'r-1');
    expect(screen.getByTestId('question-text')).toHaveTextContent('What is half of 1/2?');
    expect(asked).toBe('a-1');
  });

  it('happy, no limit: Start opens the first question without asking again', async () => {
    const user = userEvent.setup();
    server.use(
      ...shellMocks(student),
      reply(myAssessmentsRoute, { items: [buildMyAssessment()] }),
      reply(readResponseRoute, buildAttempt()),
    );
    await renderRoute(path, { as: student });
    expect(await screen.findByTestId('start-screen')).toHaveTextContent(
      'There is no time limit. Your answers are saved as you go.',
    );
    expect(screen.queryByTestId('start-time-limit')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('start-assessment'));
    expect(await screen.findByTestId('taking-screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resuming: an attempt already started skips the start screen', async () => {
    server.use(
      ...shellMocks(student),
      reply(myAssessmentsRoute, {
        items: [buildMyAssessment({ state: 'IN_PROGRESS', assessmentResponseId: 'r-1', timeLimit: 20 })],
      }),
      reply(readResponseRoute, buildAttempt({ timeLimit: 20 })),
    );
    await renderRoute(path, { as: student });
    expect(await screen.findByTestId('taking-screen')).toHaveAttribute('data-response-id', 'r-1');
    expect(screen.queryByTestId('start-screen')).not.toBeInTheDocument();
  });

  it('empty: an assessment that is not there (or not for this student) shows the not-available picture', async () => {
    server.use(
      ...shellMocks(student),
      reply(myAssessmentsRoute, { items: [] }),
      fail(readResponseRoute, 404, 'Assessment not found'),
    );
    await renderRoute(path, { as: student });
    expect(await screen.findByTestId('assessment-not-available')).toBeInTheDocument();
    expect(screen.getAllByText('This assessment is not available').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('start-screen')).not.toBeInTheDocument();
  });

  it("error: a refusal shows the server's message", async () => {
    server.use(
      ...shellMocks(student),
      reply(myAssessmentsRoute, { items: [] }),
      fail(readResponseRoute, 403, 'Not authorized to perform this action'),
    );
    await renderRoute(path, { as: student });
    expect(
      await screen.findByText('Not authorized to perform this action', { selector: '.MuiAlert-message' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('taking-screen')).not.toBeInTheDocument();
  });
});
