import { describe, expect, it } from 'vitest';
import { importRoutesApart, stripRouteSchemas } from './browser-contracts';

const CONTRACT = `import { z } from 'zod';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

export const AUTH_MESSAGES = defineMessages('auth', { wrong: 'Wrong password' });
export const LoginBody = z.object({ email: z.string().trim(), password: z.string() });
const kind = 'learner';
export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/login',
  summary: 'Sign in',
  body: LoginBody,
  response: z.object({ data: LoginBody }),
});
export const removeRoute = (method: 'DELETE' | 'POST') =>
  defineRoute({ method, path: \`/api/remove/\${kind}\`, response: z.object({}) });
`;

describe('the browser build of a contract file', () => {
  const output = stripRouteSchemas(CONTRACT, '/repo/packages/contracts/src/auth.ts')!.code;

  it('keeps only the method and the path of each route', () => {
    expect(output).toContain(`defineRoute({ method: 'POST', path: '/api/galileo/login' })`);
    expect(output).toContain('defineRoute({ method, path: `/api/remove/${kind}` })');
    expect(output).not.toContain('summary');
    expect(output).not.toContain('response:');
  });

  it('marks the schemas pure, so the bundler drops the unused ones, but never the message catalogue', () => {
    expect(output).toContain(
      'export const LoginBody = /* @__PURE__ */ (() => z.object({ email: z.string().trim(), password: z.string() }))();',
    );
    expect(output).toContain(`export const AUTH_MESSAGES = defineMessages('auth', { wrong: 'Wrong password' });`);
  });
});

describe("the browser build of the web's imports from the contracts", () => {
  const routes = new Map([['loginRoute', `{ method: "POST", path: "/api/galileo/login" }`]]);

  it('takes the routes from the module of plain routes and the rest from the contracts', () => {
    const code = `import { loginRoute, isUiLanguage, type LoginBody } from '@bright/contracts';\ncallApi(loginRoute);\n`;
    const output = importRoutesApart(code, '/repo/apps/web/src/features/auth/api/login.ts', routes)!.code;
    expect(output).toContain(`import { loginRoute } from 'virtual:bright-contract-values';`);
    expect(output).toContain(`import { isUiLanguage, type LoginBody } from '@bright/contracts';`);
  });

  it('leaves a file alone when it imports no route, or only types', () => {
    const types = `import type { LoginBody } from '@bright/contracts';\n`;
    const constants = `import { isUiLanguage } from '@bright/contracts';\n`;
    expect(importRoutesApart(types, '/repo/apps/web/src/a.ts', routes)).toBeUndefined();
    expect(importRoutesApart(constants, '/repo/apps/web/src/b.ts', routes)).toBeUndefined();
  });
});
