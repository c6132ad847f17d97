import { describe, expect, it } from 'vitest';
import { IOT_REDIRECTS, IOT_ROUTES } from './routes';

describe('IoT route table', () => {
  it('has the dashboard, data pages, user centre and every resource screen under /Home', () => {
    expect(IOT_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/Home/Dashboard',
        '/Home/RealTime',
        '/Home/History',
        '/Home/UserCenter',
        '/Home/DeviceTypes',
        '/Home/Devices',
        '/Home/DeviceGroups',
        '/Home/Multicast',
        '/Home/Firmware',
        '/Home/Rules',
        '/Home/Tasks',
        '/Home/Statistics',
        '/Home/Dbc',
        '/Home/Uds',
        '/Home/SubUsers',
        '/Home/SubUserAccess',
        '/Home/Projects',
        '/Home/Billing',
      ]),
    );
  });

  it('has unique paths and titles', () => {
    expect(new Set(IOT_ROUTES.map((r) => r.path)).size).toBe(IOT_ROUTES.length);
    expect(new Set(IOT_ROUTES.map((r) => r.titleKey)).size).toBe(IOT_ROUTES.length);
  });

  it('opens the dashboard from root and /Home', () => {
    expect(IOT_REDIRECTS).toEqual([
      { from: '/', to: '/Home/Dashboard' },
      { from: '/Home', to: '/Home/Dashboard' },
    ]);
  });
});
