import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { renderIot } from '../../../test/render-iot';
import { SecretDialog, secretsCsv } from './SecretDialog';

describe('secret-once dialog', { timeout: 120_000 }, () => {
  it('shows the new secret with a copy button and warns it will not be shown again', async () => {
    renderIot(<SecretDialog secrets={[{ devid: 'meter-1', devsecret: 's3cr3t-value' }]} onClose={vi.fn()} />);
    const value = await screen.findByTestId('secret-value', {}, { timeout: 30_000 });
    expect(value.textContent).toContain('s3cr3t-value');
    expect(value.querySelector('.ant-typography-copy')).toBeTruthy();
    expect(screen.getByTestId('secret-warning').textContent).toBe(en.secrets.warning);
  });

  it('tells where devices connect: this host and the port the embedded broker reports', async () => {
    renderIot(<SecretDialog secrets={[{ devid: 'meter-1', devsecret: 'x' }]} onClose={vi.fn()} />, {
      routes: { 'GET /v1/health': () => ({ status: 'ok', mqttPort: 1884 }) },
    });
    const hint = await screen.findByTestId('secret-broker', {}, { timeout: 30_000 });
    expect(hint.textContent).toBe(
      en.secrets.connectHint.replace('{{url}}', `mqtt://${window.location.hostname}:1884`),
    );
  });

  it('closes only through its button, so a stray click or Escape cannot lose the secret', async () => {
    const onClose = vi.fn();
    renderIot(<SecretDialog secrets={[{ devid: 'meter-1', devsecret: 'x' }]} onClose={onClose} />);
    await screen.findByTestId('secret-dialog', {}, { timeout: 30_000 });
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('secret-dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('secret-done'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lists several secrets, each copyable, and copies them all as CSV', async () => {
    const secrets = [
      { devid: 'a', devsecret: 'sa' },
      { devid: 'b', devsecret: 'sb' },
    ];
    renderIot(<SecretDialog secrets={secrets} onClose={vi.fn()} />);
    expect(await screen.findAllByTestId('secret-value', {}, { timeout: 30_000 })).toHaveLength(2);
    expect(secretsCsv(secrets)).toBe('devid,devsecret\na,sa\nb,sb');
  });
});
