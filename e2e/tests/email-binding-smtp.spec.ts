import { expect, test } from '@playwright/test';
import { SESSION_COOKIE } from '@fleetkey/contract';
import { freshEmail, outboxOf, registerAccount, signInWithPassword } from '../support/auth';
import { mailsTo } from '../support/mailbox';
import type { ReceivedMail } from '../support/mailbox';
import { ucText } from '../support/user-centre';

const PASSWORD = 'Smtp2024ab';

// The whole way a new user binds an e-mail: registered (SMS code from the outbox API), signed in on the
// form, the e-mail code delivered over real SMTP to the run's test server (global-setup.ts) and read from
// the mail it received, then logged out.
for (const [name, base, userCentre] of [
  ['licence portal', '', '/Home/PersonalInfo/PersonalInfo'],
  ['IoT console', '/iot', '/Home/UserCenter'],
] as const) {
  test(`a new user of the ${name} binds an e-mail with the code mailed over SMTP, then logs out`, async ({
    page,
    context,
  }) => {
    // A registration, a sign-in, a mail round trip and a logout: more than 30 s on a busy machine.
    test.slow();
    const mobile = await registerAccount(page.request, PASSWORD);
    await page.goto(`${base}/Login`);
    await signInWithPassword(page, mobile.national, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${base}/Home/`));

    await page.goto(`${base}${userCentre}?tab=security`);
    await expect(page.getByTestId('bind-email-hint')).toContainText(
      ucText('zh', 'userCentre.security.bindEmailHint'),
    );
    const email = freshEmail();
    const asked = Date.now();
    await page.getByTestId('security-email-action').click();
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('contact-code-send').click();

    let mail: ReceivedMail | undefined;
    await expect
      .poll(() => (mail = mailsTo(email, asked)[0]), { message: `a mail to ${email}` })
      .toBeDefined();
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    // In the language the user browses in (the specs browse in Chinese).
    expect(mail?.text).toContain(`您的验证码是 ${code}，`);
    // Delivered by SMTP, not kept in the server's outbox.
    expect(await outboxOf(page.request, email)).toEqual([]);

    await page.getByTestId('contact-code-input').fill(code);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.locator('.ant-modal')).toBeHidden();
    await expect(page.getByTestId('security-email-value')).toHaveText(email);
    await expect(page.getByTestId('bind-email-hint')).toHaveCount(0);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(new RegExp(`${base}/Login$`));
    expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    await page.goto(`${base}${userCentre}`);
    await expect(page).toHaveURL(new RegExp(`${base}/Login$`));
  });
}
