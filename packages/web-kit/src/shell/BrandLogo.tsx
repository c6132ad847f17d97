import { useConsole } from '../providers/console-context';

/** The Fleetkey mark: a key in a rounded square, drawn in the theme colour (inline, nothing to load). */
export function BrandLogo({ size = 26 }: { size?: number }) {
  // The console's colour itself, not antd's token: the sign-in page draws the mark without antd.
  const { themeColor } = useConsole();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={themeColor} />
      <circle cx="12" cy="13" r="5" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path
        d="M15.6 16.6 24 25M20.5 21.5l2.6-2.6M23 24l2.4-2.4"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
