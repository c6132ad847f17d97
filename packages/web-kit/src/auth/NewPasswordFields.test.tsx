import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render-console';
import en from './locales/en.json';
import { NewPasswordFields } from './NewPasswordFields';

// A password silently shortened, or with characters dropped, is not the one the user chose: the fields
// keep every character and the rule's message says what is wrong.
describe('new password fields', { timeout: 120_000 }, () => {
  it.each([
    ['longer than 16 characters', 'Abcdefgh123456789'],
    ['with Chinese characters', 'abcd1234密码'],
  ])('keep a password %s as typed and show the rule', async (_case, typed) => {
    localStorage.setItem('fleetkey.lang', 'en');
    renderConsole(
      <Form>
        <NewPasswordFields />
      </Form>,
    );
    const input = screen.getByTestId<HTMLInputElement>('new-password');
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(await screen.findByText(en.login.passwordError)).toBeTruthy();
    expect(input.value).toBe(typed);
  });
});
