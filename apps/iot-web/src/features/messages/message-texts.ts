import type { AppResources, Messages } from '@fleetkey/web-kit';
import * as en from '../../../../licence-web/src/locales/en.json';
import * as zh from '../../../../licence-web/src/locales/zh.json';

// Messages are the account's, shared with the licence portal, whose server-written texts (licences,
// applications, cards) are worded in its locale files. They are read from there — one source for both
// consoles — taking only the message texts and the words they nest (editions, durations, card types).

type LicenceTexts = typeof en;

function messageTexts(texts: LicenceTexts): Messages {
  return {
    serverText: texts.serverText,
    serverTextParts: texts.serverTextParts,
    licences: {
      editions: texts.licences.editions,
      durations: texts.licences.durations,
      orders: { types: texts.licences.orders.types },
    },
    coupons: { types: texts.coupons.types, validity: texts.coupons.validity },
  };
}

/** The texts server-written messages are worded by, in both languages. */
export const MESSAGE_TEXTS: AppResources = { zh: messageTexts(zh), en: messageTexts(en) };
