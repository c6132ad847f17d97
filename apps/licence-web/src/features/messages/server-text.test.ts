import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXT_KEYS, SERVER_TEXT_PARTS, USER_LOG_TEXT_KEYS } from '@fleetkey/contract';
import type { Language } from '@fleetkey/contract';
import { createI18n, messageContent, messageTitle } from '@fleetkey/web-kit';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { formatDate, formatDateTime } from '../common/format';
import { logContent } from './server-text';
import { message } from '../../test/fixtures';

const texts = (language: Language) => createI18n({ zh, en }, language);
const EXPIRY = Date.UTC(2025, 8, 30, 12);
const day = formatDate(EXPIRY);

const renewalApproved = message({
  title: 'Application approved',
  content: 'Your request for a renewal of licence L-1 by 6 months was approved: …',
  textKey: 'applicationApproved',
  textParams: { request: 'renew', licenceNo: 'L-1', months: 6, change: 'renewed', expiredAt: EXPIRY },
});

describe('server-written texts', () => {
  it('words a keyed message in English, nesting what was asked and what changed, the expiry as a date', () => {
    const english = texts('en');
    expect(messageTitle(english, renewalApproved)).toBe('Application approved');
    expect(messageContent(english, renewalApproved)).toBe(
      `Your request for a renewal of licence L-1 by 6 months was approved: licence L-1 now runs until ${day}.`,
    );
  });

  it('words the same message in Chinese', () => {
    const chinese = texts('zh');
    expect(messageTitle(chinese, renewalApproved)).toBe('申请已通过');
    expect(messageContent(chinese, renewalApproved)).toBe(
      `您的申请（授权 L-1 续期 6 个月）已通过：授权 L-1 现有效期至 ${day}。`,
    );
  });

  it("words a card's type and its extension in the reader's language and number", () => {
    const entry = {
      id: 'log-1',
      content: 'used a gift card (1 month) on licence L-2',
      ip: '10.0.0.1',
      createdAt: 0,
      textKey: 'usedCard' as const,
      textParams: { cardType: 'gift', unit: 'month', count: 1, licenceNo: 'L-2' },
    };
    expect(logContent(texts('en'), entry)).toBe('Used a card (Gift card, 1 month) on licence L-2');
    expect(logContent(texts('en'), { ...entry, textParams: { ...entry.textParams, count: 2 } })).toBe(
      'Used a card (Gift card, 2 months) on licence L-2',
    );
    expect(logContent(texts('zh'), entry)).toBe('对授权 L-2 使用卡券（礼品卡，1 个月）');
  });

  it("words a rule's alarm with its severity and the moment it fired, date and time, in both languages", () => {
    const firedAt = Date.UTC(2025, 8, 30, 12, 34);
    const alarm = message({
      title: 'Alarm: hot',
      content: 'Rule hot fired on device m-1 (critical). Values: {"t":91}',
      textKey: 'alarmFired',
      textParams: { rule: 'hot', devid: 'm-1', severity: 'critical', values: '{"t":91}', firedAt },
    });
    const moment = formatDateTime(firedAt);
    expect(moment).toMatch(/\d{2}:\d{2}$/);
    expect(messageContent(texts('zh'), alarm)).toBe(
      `规则 hot 在设备 m-1 上触发（紧急），时间 ${moment}。数值：{"t":91}`,
    );
    expect(messageContent(texts('en'), alarm)).toBe(
      `Rule hot fired on device m-1 (critical) at ${moment}. Values: {"t":91}`,
    );
  });

  it('shows the English text of a message without a key (a broadcast, an older row)', () => {
    const broadcast = message({ title: 'Maintenance tonight', content: 'From 22:00 to 23:00.' });
    expect(messageTitle(texts('zh'), broadcast)).toBe('Maintenance tonight');
    expect(messageContent(texts('zh'), broadcast)).toBe('From 22:00 to 23:00.');
  });

  it('shows the English text for a key this build has no words for', () => {
    const newer = { ...renewalApproved, textKey: 'somethingNewer' } as unknown as typeof renewalApproved;
    expect(messageTitle(texts('zh'), newer)).toBe('Application approved');
  });

  it('has words in both languages for every key and nested phrase the server writes', () => {
    for (const language of ['zh', 'en'] as const) {
      const i18n = texts(language);
      const keys = [
        ...MESSAGE_TEXT_KEYS.flatMap((key) => [`serverText.${key}.title`, `serverText.${key}.content`]),
        ...USER_LOG_TEXT_KEYS.map((key) => `serverText.${key}.content`),
        ...SERVER_TEXT_PARTS.request.map((kind) => `serverTextParts.request.${kind}`),
        ...SERVER_TEXT_PARTS.change.map((kind) => `serverTextParts.change.${kind}`),
      ];
      for (const key of keys) expect(i18n.exists(key), `${language} ${key}`).toBe(true);
    }
  });
});
