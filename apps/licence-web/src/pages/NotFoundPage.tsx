import { NotFound } from '@fleetkey/web-kit';

/** Unknown paths inside the portal. */
export default function NotFoundPage() {
  return <NotFound />;
}
