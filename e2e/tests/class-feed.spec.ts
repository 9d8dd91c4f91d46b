import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student3@demo.test';

async function demoClassId(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, TEACHER);
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token } });
  return ((await response.json()).data as Array<{ classId: string; name: string }>).find((k) => k.name === 'Class 6A')!
    .classId;
}

/** A real 8x8 PNG, made here (magic bytes, IHDR, IDAT, IEND; CRC by table). */
function png() {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => [30, 120, 220]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('post with a picture, comment, edit (edited shown); a student comments and cannot edit it', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const classId = await demoClassId(request);
  await uiLogin(page, TEACHER);
  await page.goto(`/classes/${classId}?tab=feed`);
  await expect(page.getByTestId('feed-post-card').first()).toContainText('Welcome to Class 6A');

  await page.getByTestId('feed-text').fill('Field trip on Friday! Bring the signed form.');
  await page.getByTestId('feed-file-input').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: png() });
  await page.getByTestId('feed-post').click();
  const post = page.getByTestId('feed-post-card').first();
  await expect(post.getByTestId('post-text')).toHaveText('Field trip on Friday! Bring the signed form.');
  await expect(post.getByTestId('feed-image')).toBeVisible();
  await expect(post.getByTestId('post-edited')).toHaveCount(0);

  await post.getByTestId('comment-text').fill('Buses leave at 8:30.');
  await post.getByTestId('comment-send').click();
  await expect(post.getByTestId('feed-comment')).toContainText('Buses leave at 8:30.');

  await post.getByTestId('post-menu').click();
  await page.getByTestId('post-edit').click();
  await page.getByTestId('edit-post-text').fill('Field trip on Thursday! Bring the signed form.');
  await page.getByTestId('edit-post-save').click();
  await expect(post.getByTestId('post-text')).toHaveText('Field trip on Thursday! Bring the signed form.');
  await expect(post.getByTestId('post-edited')).toContainText('edited');
  await shoot(page, 'feed-teacher');
  expect(errors).toEqual([]);

  const context = await browser.newContext();
  const student = await context.newPage();
  await uiLogin(student, STUDENT);
  await student.goto(`/classes/${classId}?tab=feed`);
  const seen = student.getByTestId('feed-post-card').first();
  await expect(seen.getByTestId('post-text')).toHaveText('Field trip on Thursday! Bring the signed form.');
  await expect(seen.getByTestId('post-edited')).toBeVisible();
  await expect(seen.getByTestId('post-menu')).toHaveCount(0);
  await seen.getByTestId('comment-text').fill('Can parents come too?');
  await seen.getByTestId('comment-send').click();
  await expect(seen.getByTestId('feed-comment')).toHaveCount(2);
  await student.goto(`/classes/${classId}?tab=feed&lang=ar`);
  await expect(student.getByTestId('feed-image').first()).toBeVisible();
  await shoot(student, 'feed-student-ar');
  await context.close();
});

test('the feed webview entry signs in with the token and shows the whole feed', async ({ page, request }) => {
  const classId = await demoClassId(request);
  const { access_token } = await apiLogin(request, STUDENT);
  await page.goto(`/webview/classFeed/full/${classId}?token=${access_token}`);
  await expect(page.getByTestId('class-feed-webview')).toContainText('Class 6A');
  await expect(page.getByTestId('feed-post-card').first()).toBeVisible();
  await shoot(page, 'feed-webview');
  await page.goto('/webview/classFeed/full');
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid Path');
});
