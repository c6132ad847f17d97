import { describe, expect, it } from 'vitest';
import { acceptedLanguage, requestLanguage } from './request-language';

describe('the language of outgoing texts', () => {
  it('takes the console language Accept-Language prefers most', () => {
    expect(acceptedLanguage('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(acceptedLanguage('fr-FR, zh-CN;q=0.5, en;q=0.4')).toBe('zh');
    expect(acceptedLanguage('en;q=0.2, zh')).toBe('zh');
    expect(acceptedLanguage('fr, de')).toBeUndefined();
    expect(acceptedLanguage('zh;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });

  it('prefers an explicit lang over Accept-Language', () => {
    expect(requestLanguage({ query: { lang: 'en' }, headers: { 'accept-language': 'zh-CN' } })).toBe('en');
    expect(requestLanguage({ query: {}, headers: { 'accept-language': 'zh-CN' } })).toBe('zh');
  });

  it("takes no lang the consoles do not have (a refused request's query is unchecked)", () => {
    expect(requestLanguage({ query: { lang: 'fr' }, headers: { 'accept-language': 'zh-CN' } })).toBe('zh');
    expect(requestLanguage({ query: { lang: ['en'] }, headers: {} })).toBeUndefined();
  });
});
