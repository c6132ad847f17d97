import { describe, expect, it } from 'vitest';
import { RAW_COMMAND_FORM_DEFAULTS, rawBytesPreview, toRawCommandRequest } from './raw-command-form';

describe('raw command form', () => {
  it('sends hex by default, with pasted spaces, colons and capitals read as plain pairs', () => {
    expect(toRawCommandRequest({ ...RAW_COMMAND_FORM_DEFAULTS, cmd: 'frame', data: '01 FF:7a' })).toEqual({
      request: { cmd: 'frame', data: '01ff7a', options: { datatype: 'hex', queue: undefined } },
    });
  });

  it('refuses hex that is not whole pairs of digits with the contract message', () => {
    expect(toRawCommandRequest({ ...RAW_COMMAND_FORM_DEFAULTS, cmd: 'frame', data: '0a0' })).toEqual({
      error: 'validation.hexInvalid',
      field: 'data',
    });
    expect(toRawCommandRequest({ ...RAW_COMMAND_FORM_DEFAULTS, cmd: 'frame', data: 'zz' })).toMatchObject({
      error: 'validation.hexInvalid',
    });
  });

  it('refuses empty data and a command name the contract does not take', () => {
    expect(toRawCommandRequest({ ...RAW_COMMAND_FORM_DEFAULTS, cmd: 'frame' })).toEqual({
      error: 'validation.required',
      field: 'data',
    });
    expect(toRawCommandRequest({ ...RAW_COMMAND_FORM_DEFAULTS, cmd: 'a b', data: '01' })).toMatchObject({
      field: 'cmd',
    });
  });

  it('asks to queue for an offline device when ticked, and keeps text as typed', () => {
    expect(toRawCommandRequest({ cmd: 'at', datatype: 'text', data: 'AT +RST', queue: true })).toEqual({
      request: { cmd: 'at', data: 'AT +RST', options: { datatype: 'text', queue: true } },
    });
  });

  it('previews the bytes the device receives, in every format', () => {
    expect(rawBytesPreview('01 ff 7A', 'hex')).toEqual({ hex: '01 ff 7a', count: 3 });
    expect(rawBytesPreview('Af96', 'base64')).toEqual({ hex: '01 ff 7a', count: 3 });
    expect(rawBytesPreview('AT', 'text')).toEqual({ hex: '41 54', count: 2 });
    expect(rawBytesPreview('0a0', 'hex')).toBeNull();
  });
});
