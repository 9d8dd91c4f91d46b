import { type Page, expect } from '@playwright/test';

/**
 * The snackbar's own close button, found by its place: with a dialog open the rest of the page is
 * hidden from the accessibility tree, so a role query would not see it (it is still on top to click).
 */
const closeButton = (page: Page) => page.getByTestId('snackbar').locator('button');

/**
 * Waits for the snackbar's message, then closes it and waits until it is gone. A snackbar left to hide
 * by itself fades out at a moment of its own: on a loaded machine that moment can fall inside an axe
 * run, which then reads the half-faded colours as a contrast failure.
 */
export async function dismissSnackbar(page: Page, message: string | RegExp) {
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toContainText(message);
  await closeButton(page).click();
  await expect(snackbar).toBeHidden();
}

/** Closes whatever snackbar is showing (if any) and waits until it is gone: before a screenshot. */
export async function closeSnackbar(page: Page) {
  const snackbar = page.getByTestId('snackbar');
  // It may hide by itself while being clicked (detached mid-click): hidden is all that counts.
  if (await snackbar.isVisible())
    await closeButton(page)
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  await expect(snackbar).toBeHidden();
}
