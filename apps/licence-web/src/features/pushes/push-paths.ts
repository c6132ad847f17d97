/** The push list (licence-portal.md §2 MessagePush/MessagePush); `?tab=tickets` opens targeted pushes. */
export const MESSAGE_PUSH_PATH = '/Home/MessagePush/MessagePush';
/** The new-message form (§2 MessagePush/AddMessage). */
export const ADD_MESSAGE_PATH = '/Home/MessagePush/AddMessage';
