import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { STORAGE_KEYS } from '../storage';
import { renderConsole } from '../test/render-console';
import { readThemeColor, storeThemeColor } from './theme-store';
import { ThemeSettingsButton } from './ThemeSettingsButton';

function PrimaryProbe() {
  const { token } = theme.useToken();
  return <output data-testid="primary">{token.colorPrimary.toUpperCase()}</output>;
}

function Screen() {
  return (
    <>
      <ThemeSettingsButton />
      <PrimaryProbe />
    </>
  );
}

describe('theme colour', () => {
  it('starts from the app default', () => {
    renderConsole(<Screen />, { defaultTheme: '#409EFF' });
    expect(screen.getByTestId('primary').textContent).toBe('#409EFF');
  });

  it('applies a picked colour at once through antd tokens and remembers it for this app only', async () => {
    renderConsole(<Screen />, { appId: 'licence' });
    fireEvent.click(screen.getByTestId('theme-settings'));
    fireEvent.click(await screen.findByTestId('theme-color-F5222D'));

    expect(screen.getByTestId('primary').textContent).toBe('#F5222D');
    expect(localStorage.getItem(STORAGE_KEYS.theme('licence'))).toBe('#F5222D');
    expect(readThemeColor('iot', '#13CE66')).toBe('#13CE66');
    fireEvent.click(screen.getByTestId('theme-ok'));
  });

  it('restores the remembered colour on the next visit', () => {
    storeThemeColor('iot', '#fa541c');
    renderConsole(<Screen />, { appId: 'iot', defaultTheme: '#13CE66' });
    expect(screen.getByTestId('primary').textContent).toBe('#FA541C');
  });

  it('ignores a stored value that is not a colour', () => {
    localStorage.setItem(STORAGE_KEYS.theme('licence'), 'red;}body{display:none');
    expect(readThemeColor('licence', '#409EFF')).toBe('#409EFF');
  });
});
