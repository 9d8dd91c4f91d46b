import { classUsersRoute, createAssessmentRoute, userClassesRoute } from '@bright/contracts';
import { callApi } from './api-client';

/*
 * Type tests: `npm run typecheck` (tsc over src) fails when a line marked @ts-expect-error compiles,
 * so each one proves that callApi refuses that input for that route. Never run.
 */
export function callApiTypeTests() {
  const body = { classId: 'c1', name: 'Quiz', createdBy: 'u1' };
  const params = { type: 'learner', classId: 'c1' } as const;

  void callApi(createAssessmentRoute, { body });
  void callApi(createAssessmentRoute, { body: { ...body, type: 'MCQ', category: 'TEST' } });
  // @ts-expect-error a field the route's body does not have
  void callApi(createAssessmentRoute, { body: { ...body, nmae: 'Quiz' } });
  // @ts-expect-error a field of the wrong type
  void callApi(createAssessmentRoute, { body: { ...body, classId: 7 } });
  // @ts-expect-error a required field left out
  void callApi(createAssessmentRoute, { body: { classId: 'c1', name: 'Quiz' } });
  // @ts-expect-error the body is required
  void callApi(createAssessmentRoute);

  void callApi(classUsersRoute, { params, query: { search: 'ada' } });
  // @ts-expect-error a query field the route does not have
  void callApi(classUsersRoute, { params, query: { serach: 'ada' } });
  // @ts-expect-error a path param the route does not have
  void callApi(classUsersRoute, { params: { ...params, id: 'x' } });
  // @ts-expect-error a GET route takes no body
  void callApi(classUsersRoute, { params, body: {} });

  void callApi(userClassesRoute);
  // @ts-expect-error a route without a query takes none
  void callApi(userClassesRoute, { query: { page: 1 } });
}
