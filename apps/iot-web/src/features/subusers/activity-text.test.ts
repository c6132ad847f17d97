import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIVITIES,
  IOT_RESOURCES,
  type AccountActivityView,
  type Language,
} from '@fleetkey/contract';
import { createI18n } from '@fleetkey/web-kit';
import { CONSOLE_TEXTS } from '../../test/console-texts';
import { activityText } from './activity-text';

const words = (language: Language, entry: Partial<AccountActivityView>) =>
  activityText(createI18n(CONSOLE_TEXTS, language).t, {
    id: 'a-1',
    actor: 'bob',
    action: 'created',
    resource: null,
    target: '',
    ip: '10.0.0.7',
    createdAt: 0,
    ...entry,
  });

describe('activity log wording', () => {
  it('names the resource and object of an IoT write in both languages', () => {
    const created = { action: 'created', resource: 'devices', target: 'm-1' } as const;
    expect(words('zh', created)).toBe('创建了设备 m-1');
    expect(words('en', created)).toBe('created device m-1');
    const disabled = { action: 'statusChanged', resource: 'rules', target: 'r-7' } as const;
    expect(words('zh', disabled)).toBe('更改了规则 r-7的状态');
    expect(words('en', disabled)).toBe('changed the status of rule r-7');
    const command = { action: 'commandSent', resource: 'devices', target: 'm-1/reboot' } as const;
    expect(words('en', command)).toBe('sent a command to device m-1/reboot');
    const tested = { action: 'tested', resource: 'rules', target: 'a-3' } as const;
    expect(words('zh', tested)).toBe('测试了规则 a-3');
    expect(words('en', tested)).toBe('tested rule a-3');
    const imported = { action: 'imported', resource: 'uds', target: '' } as const;
    expect(words('en', imported)).toBe('imported data into UDS');
    const resent = { action: 'resent', resource: 'firmware', target: 'ro-1' } as const;
    expect(words('en', resent)).toBe('sent firmware ro-1 again');
  });

  it('names only the resource when the write names no object', () => {
    const opened = { action: 'created', resource: 'funds', target: '' } as const;
    expect(words('zh', opened)).toBe('创建了资金账户');
    expect(words('en', opened)).toBe('created funds account');
  });

  it('words the sub-user and profile changes by their names', () => {
    expect(words('zh', { action: 'subuserDisabled', target: 'alice' })).toBe('停用了子用户 alice');
    expect(words('en', { action: 'profileCreated', target: 'Ops' })).toBe('created access profile Ops');
  });

  it('has a sentence for every kind and a name for every resource', () => {
    for (const language of ['zh', 'en'] as const) {
      const i18n = createI18n(CONSOLE_TEXTS, language);
      for (const action of ACCOUNT_ACTIVITIES)
        expect(i18n.exists(`activity.entries.${action}`), `${language} ${action}`).toBe(true);
      for (const resource of IOT_RESOURCES)
        expect(i18n.exists(`activity.resources.${resource}`), `${language} ${resource}`).toBe(true);
    }
  });
});
