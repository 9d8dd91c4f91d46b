import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';
import { samplePng } from '../support/images';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student3@demo.test';

async function demoClassId(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, TEACHER);
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token } });
  return ((await response.json()).data as Array<{ classId: string; name: string }>).find((k) => k.name === 'Class 6A')!
    .classId;
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
  await page
    .getByTestId('feed-file-input')
    .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: samplePng(16) });
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
