// Network data of the portal's tests (imported by *.test.ts* only).
import type { CouponView, LicenceOwner, LicenceView, MessageView } from '@fleetkey/contract';

const DAY = 86_400_000;

/** An unused trial licence with 90 days left; overrides change any field. */
export function licence(overrides: Partial<LicenceView> = {}): LicenceView {
  const now = Date.now();
  return {
    id: 'lic-1',
    licenseId: 'FK-0001',
    edition: 2,
    duration: 1,
    status: 0,
    useStatus: 'unused',
    name: 'Trial licence',
    industry: '',
    office: '',
    remark: '',
    bindDevice: null,
    unbindCount: 0,
    userId: '1',
    startsAt: now - DAY,
    createdAt: now - DAY,
    expiredAt: now + 90 * DAY,
    ...overrides,
  };
}

/** The demo user as the info panel reads them, at a level. */
export function owner(level = 0): LicenceOwner {
  return {
    id: '1',
    name: 'Demo',
    username: 'demo',
    company: 'Acme',
    industry: 'IT',
    AEName: 'Wang',
    AEMobile: '8613900000001',
    level,
  };
}

/** An unused two-month gift card valid for 186 days. */
export function coupon(overrides: Partial<CouponView> = {}): CouponView {
  const now = Date.now();
  return {
    id: 'card-1',
    type: 'gift',
    status: 'unused',
    extension: { unit: 'month', count: 2 },
    validityDays: 186,
    validUntil: now + 186 * DAY,
    source: 'emailBind',
    usedAt: null,
    usedLicenceId: null,
    createdAt: now,
    ...overrides,
  };
}

/** An unread system message. */
export function message(overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: 'msg-1',
    type: 1,
    title: 'Renewal requested',
    content: 'Your renewal request for FK-0001 was received.',
    read: false,
    createdAt: Date.now(),
    ...overrides,
  };
}

/** A list answer of the given rows. */
export function page<T>(result: T[], extra: object = {}) {
  return { data: { totalCount: result.length, result, ...extra } };
}
