import { describe, expect, it } from 'vitest';
import { pushListQuerySchema, ticketMobilesSchema, ticketUpdateSchema } from './push-calls';

const message = { type: 1, title: 'Notice', content: 'Tonight' };

describe('push calls', () => {
  it('takes each target once, and at most 1000 of them', () => {
    const parsed = ticketMobilesSchema.parse({ ...message, mobiles: ['8613912345678', '8613912345678'] });
    expect(parsed.mobiles).toEqual(['8613912345678']);
    const many = Array.from({ length: 1001 }, (_, i) => `86139${String(i).padStart(8, '0')}`);
    expect(ticketMobilesSchema.safeParse({ ...message, mobiles: many }).success).toBe(false);
    expect(ticketMobilesSchema.safeParse({ ...message, mobiles: [] }).success).toBe(false);
  });

  it('refuses a message type outside 1–3 and a blank title', () => {
    expect(ticketMobilesSchema.safeParse({ ...message, type: 4, mobiles: ['8613912345678'] }).success).toBe(
      false,
    );
    expect(
      ticketMobilesSchema.safeParse({ ...message, title: '  ', mobiles: ['8613912345678'] }).success,
    ).toBe(false);
  });

  it('needs a title or a content to change a ticket', () => {
    expect(ticketUpdateSchema.safeParse({}).success).toBe(false);
    expect(ticketUpdateSchema.parse({ content: ' Fixed ' })).toEqual({ content: 'Fixed' });
  });

  it('reads the list type filter from the query string', () => {
    expect(pushListQuerySchema.parse({ type: '2' }).type).toBe(2);
    expect(pushListQuerySchema.parse({ type: '' }).type).toBeUndefined();
    expect(pushListQuerySchema.safeParse({ type: '9' }).success).toBe(false);
  });
});
