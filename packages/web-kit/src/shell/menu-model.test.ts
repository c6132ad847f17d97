import { describe, expect, it } from 'vitest';
import { findActiveEntry, flattenEntries } from './menu-model';
import type { MenuEntry } from './menu-model';

const entries: MenuEntry[] = [
  { key: 'home', labelKey: 'm.home', to: '/Home/Dashboard' },
  {
    key: 'push',
    labelKey: 'm.push',
    children: [
      {
        key: 'message',
        labelKey: 'm.message',
        to: '/Home/MessagePush/MessagePush',
        alsoActiveOn: ['/Home/MessagePush/AddMessage'],
      },
      { key: 'px', labelKey: 'm.px', to: '/Home/AWPXManage/AWPXManage' },
      { key: 'record', labelKey: 'm.record', to: '/Home/AWPXManage/AWPXManage?tab=record' },
    ],
  },
];

describe('findActiveEntry', () => {
  it('highlights the entry of the current path and names its group', () => {
    expect(findActiveEntry(entries, '/Home/MessagePush/MessagePush')).toEqual({
      key: 'message',
      parents: ['push'],
    });
    expect(findActiveEntry(entries, '/home/dashboard/')).toEqual({ key: 'home', parents: [] });
  });

  it('highlights an entry for its sub-screens', () => {
    expect(findActiveEntry(entries, '/Home/MessagePush/AddMessage')?.key).toBe('message');
  });

  it('prefers the entry whose query matches too', () => {
    expect(findActiveEntry(entries, '/Home/AWPXManage/AWPXManage', '?tab=record')?.key).toBe('record');
    expect(findActiveEntry(entries, '/Home/AWPXManage/AWPXManage', '')?.key).toBe('px');
  });

  it('highlights nothing on an unknown path', () => {
    expect(findActiveEntry(entries, '/Home/Nope')).toBeNull();
  });
});

describe('flattenEntries', () => {
  it('lists every entry with a target', () => {
    expect(flattenEntries(entries).map((e) => e.key)).toEqual(['home', 'message', 'px', 'record']);
  });
});
