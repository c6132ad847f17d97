import { describe, expect, it } from 'vitest';
import { SUBUSER_UNPROFILED_ROLE } from '@fleetkey/contract';
import { profileChange } from './profile-change';

describe('profileChange', () => {
  it('attaches (POST) a profile to a sub-user that wore none', () => {
    expect(profileChange(SUBUSER_UNPROFILED_ROLE, 7)).toEqual({ how: 'attach', id: 7 });
  });

  it('replaces (PUT) one profile with another', () => {
    expect(profileChange(3, 7)).toEqual({ how: 'replace', id: 7 });
  });

  it('detaches (DELETE) the profile worn when none is chosen', () => {
    expect(profileChange(3, null)).toEqual({ how: 'detach', id: 3 });
  });

  it('asks nothing when the choice is what it wore', () => {
    expect(profileChange(3, 3)).toBeUndefined();
    expect(profileChange(SUBUSER_UNPROFILED_ROLE, null)).toBeUndefined();
  });
});
