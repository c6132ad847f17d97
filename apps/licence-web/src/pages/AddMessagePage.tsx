import { PageTitle } from '@fleetkey/web-kit';
import { AddMessage } from '../features/pushes/AddMessage';

/** /Home/MessagePush/AddMessage: a new message to every user or to listed users. */
export default function AddMessagePage() {
  return (
    <>
      <PageTitle titleKey="routes.addMessage" />
      <AddMessage />
    </>
  );
}
