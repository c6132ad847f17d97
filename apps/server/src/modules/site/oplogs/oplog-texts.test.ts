import { describe, expect, it } from 'vitest';
import { oplogText } from './oplog-texts';

describe('oplogText', () => {
  it('keeps the key and values, and words the English text from them', () => {
    expect(oplogText('pushedTicketByMobile', { title: 'Renewal', count: 2 })).toEqual({
      key: 'pushedTicketByMobile',
      params: { title: 'Renewal', count: 2 },
      content: 'pushed "Renewal" to 2 users by mobile',
    });
  });

  it('words an application decision with what the application asked for', () => {
    const text = oplogText('deniedApplication', {
      applyId: 'ap-1',
      username: 'alice',
      request: 'unbind',
      licenceNo: 'L-1',
      deviceId: 'dev-9',
    });
    expect(text.content).toBe(
      'denied application ap-1 of user alice: unbinding licence L-1 from device dev-9',
    );
  });

  it('names the cards already issued only when there are some', () => {
    const batch = { count: 5, cardType: 'quarter', validityDays: 93 } as const;
    expect(oplogText('createdCardBatch', { ...batch, issued: 0 }).content).toBe(
      'created a batch of 5 quarter cards (93 days)',
    );
    expect(oplogText('createdCardBatch', { ...batch, issued: 2 }).content).toBe(
      'created a batch of 5 quarter cards (93 days, 2 issued)',
    );
  });
});
