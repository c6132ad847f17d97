import { describe, expect, it } from 'vitest';
import * as contract from './index';

// The servers and consoles import only from the package entry, so the entry must carry each domain.
describe('package entry', () => {
  it.each([
    'APP_VERSION',
    'EDITIONS',
    'durationMonths',
    'licenceUseStatus',
    'COUPON_TYPES',
    'MESSAGE_TYPE_COLORS',
    'LEVEL_MAX',
    'CODE_LENGTH',
    'LOGIN_LOCKOUT_MS',
    'DEVICE_TABLE_STATUS',
    'ERROR_CODES',
    'SERVER_MESSAGES',
    'SERVER_TEXT_KEYS',
    'OPLOG_TEXT_KEYS',
    'listQuerySchema',
    'regionOfAreaCode',
    'profileCompleteness',
    'VALIDATION_MESSAGE_KEYS',
    'chinaMobileSchema',
    'strongPasswordSchema',
    'companySchema',
    'deviceIdSchema',
    'avatarFileSchema',
    'registrationSchema',
  ])('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
  });
  it('keeps test support out of the package', () => {
    expect(contract).not.toHaveProperty('issuesOf');
  });
});
