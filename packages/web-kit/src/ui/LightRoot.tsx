import type { CSSProperties, ReactNode } from 'react';
import { useConsole } from '../providers/console-context';
import './light-ui.css';

/** The root of light (antd-free) UI: its fonts and colours, with the console's theme colour as primary. */
export function LightRoot({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { themeColor } = useConsole();
  // A custom property is not in CSSProperties' list of names.
  const theme = { '--fk-primary': themeColor } as CSSProperties;
  return (
    <div className={className ? `fk-root ${className}` : 'fk-root'} style={{ ...theme, ...style }}>
      {children}
    </div>
  );
}
