/** The client kit's messages: one hook every island translates with (see use-messages.ts). */
export { messageLookup, useMessages, type MessageLookup, type Messages } from './use-messages';
export { PAGE_STATE_KEYS, REQUEST_VIOLATION_CODES } from './keys';
