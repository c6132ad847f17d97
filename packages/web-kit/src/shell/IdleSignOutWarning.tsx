import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignOutIdle } from '../providers/console-context';
import { useLogout } from '../session/use-logout';
import { idleTimes, recordActivity, sessionSeenSnapshot, subscribeSessionSeen } from '../session/idle-clock';

/** What counts as the user being there: a background poll does not. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** "m:ss" of a remaining time. */
function clockText(ms: number): string {
  const seconds = Math.max(Math.ceil(ms / 1000), 0);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The inactivity warning of the signed-in shell (licence-portal.md §4): when the user has done nothing in any
 * tab of either console for nearly the session's idle limit, a dialog counts down with a way to stay signed in;
 * at zero the console signs out (ending the session on the server) and says why.
 */
export function IdleSignOutWarning() {
  const { t } = useTranslation();
  const signOutIdle = useSignOutIdle();
  const logout = useLogout();
  const seen = useSyncExternalStore(subscribeSessionSeen, sessionSeenSnapshot);
  const [now, setNow] = useState(() => Date.now());
  const times = useMemo(() => seen && idleTimes(seen), [seen]);
  const warning = times !== null && now >= times.warnAt;

  useEffect(() => {
    const onActivity = () => recordActivity();
    for (const type of ACTIVITY_EVENTS)
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, []);

  // Quiet until the warning (one timer), then a tick a second for the countdown.
  useEffect(() => {
    if (!times) return;
    const wait = warning ? 1000 : times.warnAt - Date.now();
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(wait, 0));
    return () => window.clearTimeout(timer);
  }, [times, warning, now]);

  useEffect(() => {
    if (times && now >= times.signOutAt) void signOutIdle();
  }, [times, now, signOutIdle]);

  if (!times || !warning || now >= times.signOutAt) return null;
  return (
    <Modal
      open
      title={t('session.idleTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="out" data-testid="idle-sign-out" onClick={() => void logout()}>
          {t('session.signOutNow')}
        </Button>,
        <Button key="stay" type="primary" data-testid="idle-stay" onClick={() => recordActivity()}>
          {t('session.staySignedIn')}
        </Button>,
      ]}
    >
      <p data-testid="idle-warning">{t('session.idleWarning', { time: clockText(times.signOutAt - now) })}</p>
    </Modal>
  );
}
