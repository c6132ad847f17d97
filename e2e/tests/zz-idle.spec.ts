import { test } from '@playwright/test';
import { execSync } from 'node:child_process';
import { signIn } from '../support/session';

const cpu = () =>
  Number(
    execSync(
      "for p in $(pgrep -f chromium-headless-shell); do awk '{print $14+$15}' /proc/$p/stat 2>/dev/null; done | awk '{s+=$1} END {print s/100}'",
    ).toString(),
  );

const PAGES = ['/iot/Home/Devices', '/iot/Home/Rules', '/Home/Licence'];

test(`cold vs warm`, async ({ browser }) => {
  test.setTimeout(300_000);
  let cold = 0;
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 0);
    const before = cpu();
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    cold += cpu() - before;
    await context.close();
  }
  const context = await browser.newContext();
  let warm = 0;
  for (let i = 0; i < 4; i++) {
    const page = await context.newPage();
    await context.clearCookies();
    await signIn(page, 0);
    const before = cpu();
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    if (i > 0) warm += cpu() - before;
    await page.close();
  }
  console.log('COLD per round', (cold / 3).toFixed(2), 'WARM per round', (warm / 3).toFixed(2));
});
