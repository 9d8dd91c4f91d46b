import { expect, test } from '../support/test';
import { uiLogin } from '../support/session';

const dateInput = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

test('late in the evening, a new schedule defaults to a slot that can be saved', async ({ page }) => {
  await uiLogin(page, 'teacher@demo.test');
  const evening = new Date();
  evening.setHours(22, 56, 0, 0);
  await page.clock.setFixedTime(evening);
  await page.getByTestId('nav-classes').click();
  // Pick the class from the classes page: the dashboard left behind can name Class 6A too (a test to grade).
  await page.getByTestId('class-list').getByText('Class 6A').first().click();
  await expect(page.getByTestId('class-name')).toHaveText('Class 6A');
  await page.getByTestId('class-tab-schedule').click();
  await page.getByTestId('schedule-new').click();

  const dialog = page.getByTestId('schedule-dialog');
  const tomorrow = new Date(evening);
  tomorrow.setDate(tomorrow.getDate() + 1);
  await expect(dialog.getByTestId('schedule-date')).toHaveValue(dateInput(tomorrow));
  await expect(dialog.getByTestId('schedule-start')).toHaveValue('09:00');
  await expect(dialog.getByTestId('schedule-end')).toHaveValue('10:00');
  await dialog.getByTestId('schedule-title').fill(`Late plan ${Date.now()}`);
  await expect(dialog.getByTestId('schedule-save')).toBeEnabled();
  await dialog.getByTestId('schedule-save').click();
  await expect(page.getByText('Schedule created')).toBeVisible();
});
