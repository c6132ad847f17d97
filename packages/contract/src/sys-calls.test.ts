import { describe, expect, it } from 'vitest';
import { passwordConfirmBodySchema } from './password-confirm-calls';
import { sysConfigUpdateSchema, webPathSchema } from './sys-calls';
import { clientInfoConfigSchema } from './system';
import { issuesOf } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';

describe('webPathSchema', () => {
  it.each(['/', '/licence', 'admin/v2/', '/a/b.c-d_e'])('accepts %s', (value) => {
    expect(issuesOf(webPathSchema, value)).toEqual([]);
  });
  it.each(['/a/../b', '..', '/.hidden', 'a//b', '/my app', `/${'a'.repeat(128)}`])('refuses %s', (value) => {
    expect(issuesOf(webPathSchema, value).length).toBeGreaterThan(0);
  });
});

describe('sysConfigUpdateSchema', () => {
  it.each(['', '/downloads/client.exe', 'https://example.com/c.exe'])('accepts the link %j', (path) => {
    expect(issuesOf(sysConfigUpdateSchema, { client: { path } })).toEqual([]);
  });
  it.each(['javascript:alert(1)', '//evil.example/x', 'ftp://example.com/c.exe'])(
    'refuses the link %s',
    (path) => {
      expect(issuesOf(sysConfigUpdateSchema, { client: { path } })).toEqual([
        { path: 'client.path', message: M.websiteInvalid },
      ]);
    },
  );
});

describe('the IoT auth styles in the system configuration', () => {
  it('leaves the styles out of a change that does not name them', () => {
    expect(sysConfigUpdateSchema.parse({ client: { version: '3.1.0' } })).toEqual({
      client: { version: '3.1.0' },
    });
  });
  it('accepts first or second and refuses anything else', () => {
    expect(
      issuesOf(sysConfigUpdateSchema, { client: { registerStyle: 'first', forgotStyle: 'second' } }),
    ).toEqual([]);
    expect(issuesOf(sysConfigUpdateSchema, { client: { registerStyle: 'third' } })).toEqual([
      { path: 'client.registerStyle', message: M.invalidOption },
    ]);
  });
  it('reads a stored client info from before the styles as the second style', () => {
    expect(clientInfoConfigSchema.parse({ version: '3.0.6', message: '', path: '' })).toMatchObject({
      registerStyle: 'second',
      forgotStyle: 'second',
    });
  });
});

describe('passwordConfirmBodySchema', () => {
  it('requires the remark only when the dialog shows it', () => {
    expect(issuesOf(passwordConfirmBodySchema, { password: 'abcdefgh' })).toEqual([]);
    expect(issuesOf(passwordConfirmBodySchema, { password: 'abcdefgh', remarkRequired: true })).toEqual([
      { path: 'remark', message: M.required },
    ]);
    expect(
      issuesOf(passwordConfirmBodySchema, { password: 'abcdefgh', remarkRequired: true, remark: ' why ' }),
    ).toEqual([]);
  });
});
