import { useCallback } from 'react';
import type { FormInstance } from 'antd';
import { useCaptcha } from './use-captcha';

/**
 * The captcha a sign-up answers before a code goes to its new number or address (the server asks for one
 * whenever a code would reach a receiver with no account; an empty answer gets its CAPTCHA_REQUIRED).
 * `withAnswer` sends the code with the answer; each answer is single use, so afterwards a new image is
 * shown and the field cleared.
 */
export function useCodeCaptcha(form: FormInstance) {
  const captcha = useCaptcha(true, 'code');
  const { challenge, refresh } = captcha;
  const withAnswer = useCallback(
    async <T>(send: (answer: { svgCode: string; svgCodeUUID: string }) => Promise<T>): Promise<T> => {
      const svgCode = String(form.getFieldValue('captcha') ?? '').trim();
      try {
        return await send({ svgCode, svgCodeUUID: challenge?.uuid ?? '' });
      } finally {
        refresh();
        form.setFieldValue('captcha', '');
      }
    },
    [form, challenge, refresh],
  );
  return { captcha, withAnswer };
}
