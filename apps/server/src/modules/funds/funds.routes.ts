import type { AppContext } from '../../app-context';
import { fundAccountsRoutes } from './fund-accounts.routes';
import { fundAdminRoutes } from './fund-admin.routes';
import { payCallbackRoutes } from './pay-callback.routes';
import { payOrdersRoutes } from './pay-orders.routes';
import { payProviders } from './pay-providers/pay-providers';

/** Every funds route (iot-console.md §7 "Funds and billing"). */
export function fundsRoutes(context: AppContext): void {
  const providers = payProviders(context.config, context.app.log);
  fundAccountsRoutes(context);
  payOrdersRoutes(context, providers);
  payCallbackRoutes(context);
  fundAdminRoutes(context, providers);
}
