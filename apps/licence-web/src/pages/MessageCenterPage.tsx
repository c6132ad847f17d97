import { PageTitle } from '@fleetkey/web-kit';
import { MessageCentre } from '../features/messages/MessageCentre';

/** /Home/MessageCenter/MessageCenter: the user's messages; `?id=` opens one. */
export default function MessageCenterPage() {
  return (
    <>
      <PageTitle titleKey="routes.messageCenter" />
      <MessageCentre />
    </>
  );
}
