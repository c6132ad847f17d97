import { useState } from 'react';
import { NoticeBell, useMessageNotices, useMarkRead, useTexts } from '@fleetkey/web-kit';
import { formatDateTime } from '../common/format';
import { MessageDrawer } from './MessageDrawer';
import { MESSAGE_TEXTS } from './message-texts';

/**
 * The header's message bell (iot-console.md §2): the unread count on its badge, the newest unread in its
 * popover; a message or "view all" opens the messages drawer. Messages belong to main accounts: a
 * sub-user's session is refused them, so it shows no bell.
 */
export function IotMessageBell() {
  useTexts(MESSAGE_TEXTS);
  const { shown, count, items } = useMessageNotices(formatDateTime);
  const { one: markRead } = useMarkRead();
  const [drawer, setDrawer] = useState<{ open: boolean; focusId: string | null }>({
    open: false,
    focusId: null,
  });
  if (!shown) return null;
  return (
    <>
      <NoticeBell
        count={count}
        items={items}
        onOpen={(id) => {
          // The bell lists unread messages only: the one opened from it is now read.
          markRead.mutate(id);
          setDrawer({ open: true, focusId: id });
        }}
        onViewAll={() => setDrawer({ open: true, focusId: null })}
      />
      <MessageDrawer
        open={drawer.open}
        focusId={drawer.focusId}
        onClose={() => setDrawer({ open: false, focusId: null })}
      />
    </>
  );
}
