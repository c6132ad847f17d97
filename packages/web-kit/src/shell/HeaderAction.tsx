import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';

export interface HeaderActionProps extends Omit<ButtonProps, 'type' | 'icon' | 'title'> {
  icon: ReactNode;
  /** Tooltip and accessible name. */
  label: string;
  /** Shows the label beside the icon on wide screens. */
  showLabel?: boolean;
}

/** A quiet icon button of the header, with a tooltip. Forwards its ref so popovers can anchor to it. */
export const HeaderAction = forwardRef<HTMLButtonElement | HTMLAnchorElement, HeaderActionProps>(
  function HeaderAction({ icon, label, showLabel = false, ...rest }, ref) {
    const button = (
      <Button ref={ref} type="text" icon={icon} aria-label={label} {...rest}>
        {showLabel ? label : null}
      </Button>
    );
    return showLabel ? button : <Tooltip title={label}>{button}</Tooltip>;
  },
);
