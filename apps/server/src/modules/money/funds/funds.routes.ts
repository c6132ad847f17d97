import type { AppContext } from '../../../app-context';
import { fundAccountsRoutes } from './fund-accounts.routes';
import { fundAdminRoutes } from './fund-admin.routes';
import { payCallbackRoutes } from './pay-callback.routes';
import { payOrdersRoutes } from './pay-orders.routes';
import { payProviders } from './pay-providers/pay-providers';
import { renewalPayments, type RenewalPayments } from './renewal-payments';

/**
 * Every funds route (iot-console.md §7 "Funds and billing"); answers the payments the licence portal's
 * purchases are made with (modules/licensing/billing).
 */
export function fundsRoutes(context: AppContext): RenewalPayments {
  const providers = payProviders(context.config, context.app.log);
  fundAccountsRoutes(context);
  payOrdersRoutes(context, providers);
  payCallbackRoutes(context);
  fundAdminRoutes(context, providers);
  return renewalPayments(context, providers);
}
