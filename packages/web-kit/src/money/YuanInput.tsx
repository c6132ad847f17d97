import type { ComponentProps } from 'react';
import { Input } from 'antd';

/**
 * The box an amount in yuan is typed in (checked by yuanRule): the ¥ sign before it, the phone's decimal
 * keypad, and no wider than an amount needs.
 */
export function YuanInput(props: Omit<ComponentProps<typeof Input>, 'prefix' | 'inputMode'>) {
  return <Input prefix="¥" inputMode="decimal" style={{ maxWidth: 240 }} {...props} />;
}
