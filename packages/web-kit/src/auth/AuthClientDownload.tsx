import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../ui/controls';
import { Dropdown } from '../ui/Dropdown';
import { Icon } from '../ui/Icon';
import { useClientConfig } from '../shell/use-client-config';

/**
 * The auth screens' header item for the desktop client (version, note, download link from /config.json),
 * as the shell's `ClientDownload` but without antd. Fetched once the panel opens.
 */
export function AuthClientDownload() {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={({ open, toggle }) => (
        <Button
          variant="text"
          icon={<Icon svg={DownloadOutlined} />}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={toggle}
          data-testid="client-download"
        >
          {t('shell.clientDownload')}
        </Button>
      )}
    >
      {() => <ClientPanel />}
    </Dropdown>
  );
}

/** The panel's content; mounted when it opens, so the file is read then and not before. */
function ClientPanel() {
  const { t } = useTranslation();
  const config = useClientConfig();
  let content;
  if (config.isPending) {
    content = (
      <div style={{ textAlign: 'center', padding: 8 }}>
        <Spinner />
      </div>
    );
  } else if (config.isError || !config.data.path) {
    content = <span style={{ color: 'var(--fk-text-secondary)' }}>{t('shell.clientUnavailable')}</span>;
  } else {
    content = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <span>{t('shell.clientVersion', { version: config.data.version })}</span>
        {config.data.message && (
          <span style={{ color: 'var(--fk-text-secondary)' }}>{config.data.message}</span>
        )}
        <a className="fk-btn fk-btn-primary" href={config.data.path} target="_blank" rel="noreferrer">
          <Icon svg={DownloadOutlined} />
          {t('shell.download')}
        </a>
      </div>
    );
  }
  return (
    <div className="fk-popover" role="dialog" aria-label={t('shell.clientDownload')}>
      <div className="fk-popover-title">{t('shell.clientDownload')}</div>
      {content}
    </div>
  );
}
