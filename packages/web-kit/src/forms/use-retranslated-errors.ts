import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Re-checks the fields that show an error when the language changes: a message is translated when its
 * rule runs, so without this an error shown before the switch stays in the old language.
 */
export function useRetranslatedErrors(form: FormInstance): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const recheck = () => {
      const shown = form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => field.name);
      if (shown.length > 0) void form.validateFields(shown).catch(() => undefined);
    };
    i18n.on('languageChanged', recheck);
    return () => i18n.off('languageChanged', recheck);
  }, [form, i18n]);
}
