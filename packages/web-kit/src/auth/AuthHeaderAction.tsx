import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import { Button } from '../ui/controls';
import { Icon } from '../ui/Icon';

const ICONS = { help: QuestionCircleOutlined, download: DownloadOutlined };

/**
 * A quiet item of the auth screens' header (help, client download) with its icon and label: a link
 * when given `href` (opened in a new tab), else a button.
 */
export function AuthHeaderAction({
  icon,
  label,
  href,
  onClick,
  'data-testid': testId,
}: {
  icon: keyof typeof ICONS;
  label: string;
  href?: string;
  onClick?: () => void;
  'data-testid'?: string;
}) {
  const glyph = <Icon svg={ICONS[icon]} />;
  if (href) {
    return (
      <a className="fk-btn fk-btn-text" href={href} target="_blank" rel="noreferrer" data-testid={testId}>
        {glyph}
        {label}
      </a>
    );
  }
  return (
    <Button variant="text" icon={glyph} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
