// Fixed support contacts shown in the footers and used by the feedback links (iot-console.md §1).

/** Support hotline. */
export const SUPPORT_HOTLINE = '400-800-0000';
/** Support e-mail address. */
export const SUPPORT_EMAIL = 'support@fleetkey.example';
/** Address of the user chat group (encoded in the chat-group QR code). */
export const CHAT_GROUP_URL = 'https://fleetkey.example/community/chat';
/** Product documentation. */
export const DOCS_URL = 'https://docs.fleetkey.example';
