import { ROSTER_EXAMPLE_ROWS, ROSTER_LIMITS } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { exampleCsv } from './roster.csv';

/** A roster of one fresh student, into a class the caller teaches, as multipart. */
async function upload(ctx: AuthzContext) {
  const { klass } = await classForCaller(ctx);
  const rows = [{ ...ROSTER_EXAMPLE_ROWS[0]!, email: ctx.email() }];
  const boundary = `----authz${ctx.unique()}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${klass.id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${ROSTER_LIMITS.field}"; filename="roster.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${exampleCsv(rows)}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/student/bulkUpload/preview',
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    request: async (ctx) => ({ method: 'POST', url: '/api/student/bulkUpload/preview', ...(await upload(ctx)) }),
  },
  {
    route: 'POST /api/student/bulkUpload',
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    request: async (ctx) => ({ method: 'POST', url: '/api/student/bulkUpload', ...(await upload(ctx)) }),
  },
  {
    route: 'GET /api/student/bulkUpload/example',
    scope: 'self',
    allowed: ['admin', 'instructor', 'learner'],
    request: async () => ({ method: 'GET', url: '/api/student/bulkUpload/example' }),
  },
]);
