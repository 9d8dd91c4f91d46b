import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhetSimulation } from '@bright/contracts';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, expectError } from '../../../test/api-client';
import { buildSchool, type School } from '../../../test/licence-factories';

const URL = '/api/PhET/getData';

describe('PhET/getData', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t, null);
  });
  afterAll(() => t?.close());

  const list = async (query: Record<string, string> = {}, token = school.tokens.instructor) => {
    const response = await api.get(URL, { token, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as PhetSimulation[];
  };

  it('refuses the anonymous (401) and bad filters (400) with clear messages', async () => {
    expectError(await api.get(URL), 401, 'session expired');
    expectError(
      await api.get(URL, { token: school.tokens.learner, query: { subject: 'ART' } }),
      400,
      'Invalid subject',
    );
    expectError(
      await api.get(URL, { token: school.tokens.learner, query: { grade: 'KINDERGARTEN' } }),
      400,
      'Invalid grade level',
    );
  });

  it('lists the shipped catalogue by title, each with its official PhET address', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.map((sim) => sim.title)).toEqual(
      all.map((sim) => sim.title).toSorted((a, b) => a.localeCompare(b, 'en')),
    );
    expect(new Set(all.map((sim) => sim.id)).size).toBe(all.length);
    for (const sim of all) {
      expect(sim.url).toBe(`https://phet.colorado.edu/sims/html/${sim.id}/latest/${sim.id}_all.html`);
      expect(sim.page).toBe(`https://phet.colorado.edu/en/simulations/${sim.id}`);
      expect(sim.subjects.length).toBeGreaterThan(0);
      expect(sim.grades.length).toBeGreaterThan(0);
    }
    expect(all.find((sim) => sim.id === 'build-an-atom')).toMatchObject({
      title: 'Build an Atom',
      subjects: ['CHEMISTRY', 'PHYSICS'],
    });
  });

  it('filters by subject, grade and words of the title or description; students read it too', async () => {
    const biology = await list({ subject: 'BIOLOGY' }, school.tokens.learner);
    expect(biology.length).toBeGreaterThan(0);
    expect(biology.every((sim) => sim.subjects.includes('BIOLOGY'))).toBe(true);
    const elementaryMath = await list({ subject: 'MATH', grade: 'ELEMENTARY' });
    expect(elementaryMath.map((sim) => sim.id)).toContain('fractions-intro');
    expect(elementaryMath.every((sim) => sim.grades.includes('ELEMENTARY'))).toBe(true);
    expect((await list({ search: '  PENDULUM ' })).map((sim) => sim.id)).toEqual(['pendulum-lab']);
    expect((await list({ search: 'static balloon' })).map((sim) => sim.id)).toEqual([
      'balloons-and-static-electricity',
    ]);
    expect(await list({ search: 'no such simulation' })).toEqual([]);
  });
});
