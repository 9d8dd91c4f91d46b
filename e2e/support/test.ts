import { type Browser, type BrowserContext, type Page, test as base } from '@playwright/test';
import { ScreenChecker } from './accessibility';

export { expect } from '@playwright/test';

/**
 * Every journey imports `test` from here: each screen a page leaves by `goto`, each page a context
 * closes, and every page still open at the end of the test is checked with axe-core (serious or
 * critical violations fail the test). `shoot()` and `expectAccessible()` check a screen on demand,
 * e.g. before a click navigates away or with a dialog open.
 */
export const test = base.extend<{ accessibilityWatch: void }>({
  accessibilityWatch: [
    async ({ context, browser }, use, testInfo) => {
      const checker = new ScreenChecker();
      const restore = watchBrowser(browser, checker);
      watchContext(context, checker);
      await use();
      restore();
      // A test that already failed reports its own failure, not the half-finished screen it left.
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) await checker.check(page);
    },
    { auto: true },
  ],
});

function watchPage(page: Page, checker: ScreenChecker) {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    await checker.check(page);
    return goto(...args);
  };
}

function watchContext(context: BrowserContext, checker: ScreenChecker) {
  for (const page of context.pages()) watchPage(page, checker);
  context.on('page', (page) => watchPage(page, checker));
  const close = context.close.bind(context);
  context.close = async (...args) => {
    for (const page of context.pages()) await checker.check(page);
    return close(...args);
  };
}

/** Contexts and pages a journey opens itself (a second user) are watched too. */
function watchBrowser(browser: Browser, checker: ScreenChecker) {
  const { newContext, newPage } = browser;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    watchContext(context, checker);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage.apply(browser, args);
    watchContext(page.context(), checker);
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}
