import { describe, expect, it } from 'vitest';
import { autoSignInOf, handoffUrl, oauthBackPage, withoutAutoSignIn } from './auto-sign-in';

const query = (text: string) => new URLSearchParams(text);

describe('what /Login asks for on arrival', () => {
  it('a ujwt asks for the hand-off sign-in, ahead of any provider parameter', () => {
    expect(autoSignInOf(query('ujwt=abc.def&oauth=weixin&path=Log'))).toEqual({
      kind: 'handoff',
      ujwt: 'abc.def',
    });
  });

  it("a provider's return asks for the session lookup; its refusal carries the server's code", () => {
    expect(autoSignInOf(query('oauth=weixin'))).toEqual({ kind: 'oauth' });
    expect(autoSignInOf(query('oauthError=OAUTH_NOT_LINKED'))).toEqual({
      kind: 'oauthError',
      code: 'OAUTH_NOT_LINKED',
    });
  });

  it('keeps anything but a code shape out of the reported error', () => {
    expect(autoSignInOf(query('oauthError=errors.unknown'))).toEqual({ kind: 'oauthError', code: '' });
    expect(autoSignInOf(query('oauthError=<b>x</b>'))).toEqual({ kind: 'oauthError', code: '' });
  });

  it('a plain visit, or an empty token, asks for nothing', () => {
    expect(autoSignInOf(query(''))).toBeNull();
    expect(autoSignInOf(query('path=Log'))).toBeNull();
    expect(autoSignInOf(query('ujwt='))).toBeNull();
  });
});

describe('the address after arrival', () => {
  it('drops the token and the provider parameters, keeping the landing screen and view', () => {
    expect(withoutAutoSignIn(query('ujwt=t&path=MessageCenter&id=7&view=login')).toString()).toBe(
      'path=MessageCenter&id=7&view=login',
    );
    expect(withoutAutoSignIn(query('oauth=weixin&oauthError=OAUTH_FAILED')).toString()).toBe('');
  });
});

describe('addresses between the consoles', () => {
  it("opens the other console's /Login with the token encoded", () => {
    expect(handoffUrl('iot', 'a+b/c.d=')).toBe('/iot/Login?ujwt=a%2Bb%2Fc.d%3D');
    expect(handoffUrl('licence', 'tok')).toBe('/Login?ujwt=tok');
  });

  it("sends the provider back to this console's /Login, keeping where the user was going", () => {
    expect(oauthBackPage('/Login', query('path=PersonalInfo&ujwt=spent'), 'weixin')).toBe(
      '/Login?path=PersonalInfo&oauth=weixin',
    );
    expect(oauthBackPage('/iot/Login', query(''), 'weixin')).toBe('/iot/Login?oauth=weixin');
  });
});
