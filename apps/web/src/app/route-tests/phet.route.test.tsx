import { type PhetSimulation, curatedTopicsRoute, phetDataRoute } from '@bright/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle, pending, reply, setupApiMocks } from '../../test/api-mock';
import { shellMocks } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const server = setupApiMocks();
const teacher = ['instructor'] as const;

const sim = (id: string, title: string, subjects: PhetSimulation['subjects']): PhetSimulation => ({
  id,
  title,
  description: `${title} description`,
  subjects,
  grades: ['MIDDLE'],
  url: `https://phet.colorado.edu/sims/html/${id}/latest/${id}_all.html`,
  page: `https://phet.colorado.edu/en/simulations/${id}`,
});

const CATALOGUE = [
  sim('build-an-atom', 'Build an Atom', ['CHEMISTRY', 'PHYSICS']),
  sim('natural-selection', 'Natural Selection', ['BIOLOGY']),
];

describe('route /phet', () => {
  it('loading, then the simulations with the note that they run on the PhET site', async () => {
    server.use(...shellMocks([...teacher]), pending(phetDataRoute));
    await renderRoute('/phet', { as: [...teacher] });
    await screen.findByTestId('phet-page');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.getByTestId('phet-note')).toHaveTextContent('needs an internet connection');
  });

  it('filters by subject and search through the catalogue call; opens the official address; "add to lesson" copies the link', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...shellMocks([...teacher]),
      handle(phetDataRoute, ({ query }) => {
        asked.push(query);
        const subject = query.get('subject');
        const search = query.get('search')?.toLowerCase();
        return {
          message: 'OK',
          data: CATALOGUE.filter(
            (each) =>
              (!subject || each.subjects.includes(subject as never)) &&
              (!search || each.title.toLowerCase().includes(search)),
          ),
        };
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/phet', { as: [...teacher] });
    const list = await screen.findByTestId('phet-list');
    expect(within(list).getAllByTestId('phet-sim')).toHaveLength(2);
    expect(within(list).getAllByTestId('phet-open')[0]).toHaveAttribute(
      'href',
      'https://phet.colorado.edu/sims/html/build-an-atom/latest/build-an-atom_all.html?locale=en',
    );

    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'Biology' }));
    await waitFor(() => expect(within(screen.getByTestId('phet-list')).getAllByTestId('phet-sim')).toHaveLength(1));
    expect(screen.getByTestId('phet-list')).toHaveTextContent('Natural Selection');
    expect(asked.at(-1)?.get('subject')).toBe('BIOLOGY');

    await user.type(screen.getByTestId('phet-search'), 'atom');
    expect(await screen.findByText('No simulation matches your search.')).toBeInTheDocument();

    await user.clear(screen.getByTestId('phet-search'));
    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'All subjects' }));
    await waitFor(() => expect(within(screen.getByTestId('phet-list')).getAllByTestId('phet-sim')).toHaveLength(2));
    await user.click(within(screen.getByTestId('phet-list')).getAllByTestId('phet-add-to-lesson')[0]!);
    expect(await navigator.clipboard.readText()).toBe(CATALOGUE[0]!.url);
    expect(await screen.findByText('Link copied. Paste it into your lesson.')).toBeInTheDocument();
  });

  it('error: says so', async () => {
    server.use(
      ...shellMocks([...teacher]),
      handle(phetDataRoute, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await renderRoute('/phet', { as: [...teacher] });
    expect(await screen.findByText('The simulations could not be loaded.')).toBeInTheDocument();
  });
});

describe('route /ktv-webview', () => {
  it("lists the curated topics' videos, searchable; without a session it says 'Invalid credentials'", async () => {
    server.use(
      ...shellMocks([...teacher]),
      reply(curatedTopicsRoute, [
        {
          topicId: 't-1',
          topicName: 'Fractions',
          hierarchy: 'Mathematics > Fractions',
          parentId: 'm',
          questions: [],
          videos: [{ title: 'Khan Academy: Fractions', url: 'https://www.khanacademy.org/math/fractions' }],
        },
        {
          topicId: 't-2',
          topicName: 'Plants',
          hierarchy: 'Science > Plants',
          parentId: 's',
          questions: [],
          videos: [{ title: 'Wikipedia: Photosynthesis', url: 'https://en.wikipedia.org/wiki/Photosynthesis' }],
        },
        { topicId: 't-3', topicName: 'Empty', hierarchy: 'Science > Empty', parentId: 's', questions: [], videos: [] },
      ]),
    );
    const user = userEvent.setup();
    await renderRoute('/ktv-webview', { as: [...teacher] });
    await waitFor(() => expect(screen.getAllByTestId('ktv-topic')).toHaveLength(2));
    expect(screen.getAllByTestId('ktv-video')[0]).toHaveAttribute('href', 'https://www.khanacademy.org/math/fractions');
    expect(screen.getByTestId('ktv-webview')).toHaveTextContent('khanacademy.org');
    await user.type(screen.getByTestId('ktv-search'), 'photo');
    await waitFor(() => expect(screen.getAllByTestId('ktv-topic')).toHaveLength(1));
    expect(screen.getByTestId('ktv-webview')).toHaveTextContent('Wikipedia: Photosynthesis');
  });

  it("without a session: 'Invalid credentials'", async () => {
    await renderRoute('/ktv-webview');
    expect(await screen.findByTestId('webview-message')).toHaveTextContent('Invalid credentials');
  });
});
