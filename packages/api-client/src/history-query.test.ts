import { describe, expect, it } from 'vitest';
import { historyFilter, historyQuery } from './history-query';

describe('historyQuery', () => {
  it('writes the range and the conditions that are set as one JSON filter', () => {
    expect(
      historyQuery({ devtype: 't', starttime: 10, endtime: 20 }, { keys: ['a'], time: 0, code: undefined }),
    ).toEqual({
      devtype: 't',
      starttime: 10,
      endtime: 20,
      filter: '{"keys":["a"],"time":0}',
    });
  });

  it('leaves filter out when no condition is set', () => {
    expect(historyQuery({}, { type: undefined })).toEqual({
      devtype: undefined,
      starttime: undefined,
      endtime: undefined,
      filter: undefined,
    });
    expect(historyFilter({})).toBeUndefined();
  });
});
