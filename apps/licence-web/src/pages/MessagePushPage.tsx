import { PageTitle } from '@fleetkey/web-kit';
import { MessagePush } from '../features/pushes/MessagePush';

/** /Home/MessagePush/MessagePush: broadcasts and targeted pushes. */
export default function MessagePushPage() {
  return (
    <>
      <PageTitle titleKey="routes.messagePush" />
      <MessagePush />
    </>
  );
}
