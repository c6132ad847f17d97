import { describe, expect, it } from 'vitest';
import { wordValidationKeys } from './validation-words';

describe('validation keys in a refusal message', () => {
  it('become the words the consoles show, in English unless told', () => {
    expect(wordValidationKeys('query.fields: validation.listParamInvalid')).toBe(
      'query.fields: The list parameters are not valid.',
    );
    expect(wordValidationKeys('query.fields: validation.listParamInvalid', 'zh')).toBe(
      'query.fields: 列表参数无效',
    );
  });

  it('stay keys when no words exist or the words take values, and leave other text alone', () => {
    expect(wordValidationKeys('body.x: validation.noSuchKey')).toBe('body.x: validation.noSuchKey');
    expect(wordValidationKeys('body.file: validation.boardNodeUnknown')).toBe(
      'body.file: validation.boardNodeUnknown',
    );
    expect(wordValidationKeys('Request body is too large')).toBe('Request body is too large');
  });
});
