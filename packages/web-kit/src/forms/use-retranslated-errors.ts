import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { retranslateFieldMessages } from './field-messages';

const sameName = (a: (string | number)[], b: (string | number)[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * Shows the form's errors in the language chosen when it changes: the messages code set
 * (setFieldMessages) are translated again from their keys, and the other fields that show an error are
 * re-checked (a rule's message is translated when it runs), else an error stays in the old language.
 */
export function useRetranslatedErrors<Values>(form: FormInstance<Values>): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const retranslate = () => {
      const keyed = retranslateFieldMessages(form, (key, values) => i18n.t(key, values));
      const shown = form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => field.name)
        .filter((name) => !keyed.some((other) => sameName(name, other)));
      // The names are the form's own, as it reported them.
      if (shown.length > 0)
        void form
          .validateFields(shown as Parameters<FormInstance<Values>['validateFields']>[0])
          .catch(() => undefined);
    };
    i18n.on('languageChanged', retranslate);
    return () => i18n.off('languageChanged', retranslate);
  }, [form, i18n]);
}
