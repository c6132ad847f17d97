import { NotFound } from '@fleetkey/web-kit';

/** Unknown paths inside the console. */
export default function NotFoundPage() {
  return <NotFound />;
}
