import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationTokens } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { type TestApp, createTestApp, loginAs } from '../../../test/test-app';

/** A loopback SMS gateway: takes `{to, text}` as JSON, as the sender speaks to a real provider. */
let gateway: Server;
const texts: Array<{ to: string; text: string }> = [];
let t: TestApp;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      texts.push(JSON.parse(body));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  t = await createTestApp({ env: { SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
});
afterAll(async () => {
  await t.close();
  gateway.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const codeSentTo = (phone: string) => {
  const message = texts.filter((entry) => entry.to === phone).at(-1);
  return message?.text.match(/\b(\d{6})\b/)?.[1];
};

describe('phone one-time codes', () => {
  it('texts a code, signs in with it once, and refuses it a second time', async () => {
    const phone = '+919876543210';
    const user = await buildUser(t.database.db, { roles: ['instructor'] });
    await t.database.db.update(users).set({ contactNumber: phone }).where(eq(users.id, user.user.id));

    const sent = await post('/api/galileo/send-otp', { phone: '+91 98765-43210' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.expiresInSeconds).toBe(300);
    const otp = codeSentTo(phone);
    expect(otp).toMatch(/^\d{6}$/);

    const login = await post('/api/galileo/login-with-phone', { phone, otp });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.userId).toBe(user.user.id);

    const again = await post('/api/galileo/login-with-phone', { phone, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired code.');
  });

  it('stores only a hash of the code', async () => {
    const phone = '+15550001111';
    await post('/api/galileo/send-otp', { phone });
    const otp = codeSentTo(phone)!;
    const rows = await t.database.db.select().from(verificationTokens).where(eq(verificationTokens.phone, phone));
    expect(rows.length).toBe(1);
    expect(rows[0]!.tokenHash).not.toContain(otp);
  });

  it('asks to wait before sending another code within 30 seconds', async () => {
    const phone = '+15550002222';
    expect((await post('/api/galileo/send-otp', { phone })).statusCode).toBe(200);
    const second = await post('/api/galileo/send-otp', { phone });
    expect(second.statusCode).toBe(429);
  });

  it('kills a code after five wrong tries', async () => {
    const phone = '+15550003333';
    await post('/api/galileo/send-otp', { phone });
    const otp = codeSentTo(phone)!;
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/galileo/verify-otp', { phone, otp: wrong })).statusCode).toBe(400);
    }
    const right = await post('/api/galileo/verify-otp', { phone, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Invalid or expired code.');
  });

  it('verify-otp signed in makes the number the user’s contact number', async () => {
    const phone = '+15550004444';
    const user = await buildUser(t.database.db, { roles: ['learner'] });
    const token = await loginAs(t.app, user.email);
    await post('/api/galileo/send-otp', { phone });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/galileo/verify-otp',
      headers: { access_token: token },
      payload: { phone, otp: codeSentTo(phone) },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.contactNumber).toBe(phone);
  });

  it('refuses bad numbers and codes with 400 and a clear message', async () => {
    expect((await post('/api/galileo/send-otp', { phone: 'call me' })).json().message).toBe('Invalid phone number');
    expect((await post('/api/galileo/send-otp', {})).json().message).toBe('Please provide: phone');
    const badCode = await post('/api/galileo/login-with-phone', { phone: '+15550009999', otp: '12' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('Invalid or expired code.');
  });

  it('a number with no account cannot sign in', async () => {
    const phone = '+15550005555';
    await post('/api/galileo/send-otp', { phone });
    const response = await post('/api/galileo/login-with-phone', { phone, otp: codeSentTo(phone) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unregistered User. Please register before signing in');
  });
});
