import { type PhetGrade, type PhetSimulation, type PhetSubject, PhetSimulation as Simulation } from '@bright/contracts';
import { z } from 'zod';
import catalogue from './phet-catalogue.json';

/**
 * The PhET simulations the server ships (phet-catalogue.json): titles, subjects and grade levels written
 * from PhET's own listing, each with its official HTML5 address. The simulations themselves run on the
 * PhET site; nothing is fetched from it here.
 */
const SIMULATIONS: readonly PhetSimulation[] = z.array(Simulation).parse(catalogue);

export interface PhetFilter {
  subject?: PhetSubject;
  grade?: PhetGrade;
  search?: string;
}

const fold = (text: string) => text.toLocaleLowerCase('en').normalize('NFKD');

/** The catalogue by title, narrowed to a subject, a grade level and words of the title or description. */
export function listSimulations(filter: PhetFilter = {}): PhetSimulation[] {
  const words = fold(filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return SIMULATIONS.filter(
    (sim) =>
      (!filter.subject || sim.subjects.includes(filter.subject)) &&
      (!filter.grade || sim.grades.includes(filter.grade)) &&
      words.every((word) => fold(`${sim.title} ${sim.description}`).includes(word)),
  ).toSorted((a, b) => a.title.localeCompare(b.title, 'en'));
}
