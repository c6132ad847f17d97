import { describe, expect, it } from 'vitest';
import { OPLOG_TEXT_KEYS, type Language, type OplogView } from '@fleetkey/contract';
import { createI18n } from '@fleetkey/web-kit';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { oplogContent } from './oplog-text';

const texts = (language: Language) => createI18n({ zh, en }, language);

const entry = (keyed: Pick<OplogView, 'content' | 'textKey' | 'textParams'>): OplogView => ({
  id: 'op-1',
  adminId: 'adm-1',
  adminName: 'keeper',
  ip: '10.0.0.7',
  createdAt: 0,
  ...keyed,
});

const renewalPassed = entry({
  content: 'passed application ap-1 of user alice: a renewal of licence L-1 by 6 months',
  textKey: 'passedApplication',
  textParams: { applyId: 'ap-1', username: 'alice', request: 'renew', licenceNo: 'L-1', months: 6 },
});

describe('operation-log texts', () => {
  it('words a decision in both languages, nesting what the application asked for', () => {
    expect(oplogContent(texts('en'), renewalPassed)).toBe(
      'Passed application ap-1 of user alice: a renewal of licence L-1 by 6 months',
    );
    expect(oplogContent(texts('zh'), renewalPassed)).toBe('通过用户 alice 的申请 ap-1：授权 L-1 续期 6 个月');
  });

  it("words a card batch by its card type and the reader's number", () => {
    const batch = (count: number) =>
      entry({
        content: `created a batch of ${count} quarter cards (93 days)`,
        textKey: 'createdCardBatch',
        textParams: { count, cardType: 'quarter', validityDays: 93, issued: 0 },
      });
    expect(oplogContent(texts('en'), batch(1))).toBe(
      'Created a batch of 1 card (Quarter card, valid for 93 days), 0 issued',
    );
    expect(oplogContent(texts('en'), batch(5))).toBe(
      'Created a batch of 5 cards (Quarter card, valid for 93 days), 0 issued',
    );
    expect(oplogContent(texts('zh'), batch(5))).toBe('新建一批 5 张卡券（季卡，有效期 93 天），已发放 0 张');
  });

  it('writes an amount in fen as yuan, in both languages', () => {
    const confirmed = entry({
      content: 'confirmed payment of order po-1 of alice (30000 fen)',
      textKey: 'confirmedPayOrder',
      textParams: { orderId: 'po-1', username: 'alice', amount: 30000 },
    });
    expect(oplogContent(texts('en'), confirmed)).toBe('Confirmed payment of order po-1 of alice (¥300.00)');
    expect(oplogContent(texts('zh'), confirmed)).toBe('确认 alice 的订单 po-1 已到账（¥300.00）');
  });

  it('shows the stored English text of an entry without a key, or with a key this build has no words for', () => {
    const older = entry({ content: 'deleted user alice' });
    expect(oplogContent(texts('zh'), older)).toBe('deleted user alice');
    const newer = { ...renewalPassed, textKey: 'somethingNewer' } as unknown as OplogView;
    expect(oplogContent(texts('zh'), newer)).toBe(renewalPassed.content);
  });

  it('has words in both languages for every key, in the singular and the plural', () => {
    for (const language of ['zh', 'en'] as const) {
      const i18n = texts(language);
      for (const key of OPLOG_TEXT_KEYS) {
        for (const count of [1, 2]) {
          expect(i18n.exists(`oplogText.${key}`, { count }), `${language} ${key} ×${count}`).toBe(true);
        }
      }
    }
  });
});
