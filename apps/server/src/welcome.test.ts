import { describe, expect, it } from 'vitest';
import { welcomeText } from './welcome';

describe('the start banner', () => {
  it('lists every demo sign-in, the platform operator included', () => {
    const text = welcomeText('http://localhost:3000', true);
    expect(text).toContain('http://localhost:3000');
    expect(text).toContain('Demo institute "Demo School" was created.');
    for (const email of ['admin@demo.test', 'teacher@demo.test', 'student5@demo.test', 'operator@demo.test']) {
      expect(text).toContain(email);
    }
  });
});
