import { DEMO_LOGINS, DEMO_PASSWORD } from './modules/seed';

/** What `npm start` prints once the server listens: the address and every demo sign-in. */
export function welcomeText(url: string, seeded: boolean) {
  const lines = [`\nBright Classroom is running at ${url}`];
  if (seeded) lines.push('Demo institute "Demo School" was created.');
  lines.push(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.join(', ')}\n`);
  return `${lines.join('\n')}\n`;
}
