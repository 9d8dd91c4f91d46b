import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

export const PHET_MESSAGES = defineMessages('phet', {
  invalidSubject: 'Invalid subject',
  invalidGrade: 'Invalid grade level',
} as const);

/** The subjects and grade levels PhET files its simulations under. */
export const PHET_SUBJECTS = ['PHYSICS', 'CHEMISTRY', 'BIOLOGY', 'EARTH_SPACE', 'MATH'] as const;
export type PhetSubject = (typeof PHET_SUBJECTS)[number];
export const PHET_GRADES = ['ELEMENTARY', 'MIDDLE', 'HIGH', 'UNIVERSITY'] as const;
export type PhetGrade = (typeof PHET_GRADES)[number];

/** One simulation of the catalogue the server ships: it runs on the PhET site (or a school's own copy). */
export const PhetSimulation = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    subjects: z.array(z.enum(PHET_SUBJECTS)),
    grades: z.array(z.enum(PHET_GRADES)),
    /** The HTML5 simulation, https://phet.colorado.edu/sims/html/<id>/latest/<id>_all.html. */
    url: z.string(),
    /** Its page on the PhET site (teacher tips, activities). */
    page: z.string(),
  })
  .meta({ id: 'PhetSimulation' });
export type PhetSimulation = z.infer<typeof PhetSimulation>;

export const phetDataRoute = defineRoute({
  method: 'GET',
  path: '/api/PhET/getData',
  summary:
    'The PhET simulations catalogue shipped with the server (title, subjects, grade levels, the official simulation URL), filtered by subject, grade and a title search',
  tags: ['phet'],
  access: access.signedIn,
  query: z.strictObject({
    subject: z.enum(PHET_SUBJECTS, { error: PHET_MESSAGES.invalidSubject }).optional(),
    grade: z.enum(PHET_GRADES, { error: PHET_MESSAGES.invalidGrade }).optional(),
    search: z.string().trim().max(100).optional(),
  }),
  response: envelope(z.array(PhetSimulation)),
});
