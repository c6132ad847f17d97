export {
  getStoredUser,
  isSignedIn,
  isMainAccount,
  storeUser,
  clearStoredUser,
  subscribeSession,
} from './session-store';
export { clearLocalData } from './clear-local-data';
export { useSession } from './use-session';
