// Setup of the `unit-web` Vitest project (jsdom): what antd needs that jsdom lacks, and a clean slate.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor wait up to 30 s, not 1 s: beside the browser suite and the integration files a debounced
// search took over a second to reach its request in CI. A passing wait ends as soon as it passes.
configure({ asyncUtilTimeout: 30_000 });

// A Chinese browser, as the consoles' default users have; a test of another sets its own.
Object.defineProperty(window.navigator, 'languages', { configurable: true, value: ['zh-CN', 'zh'] });

// antd's responsive helpers (Grid, Layout.Sider breakpoints) call matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })),
});

// Popups (dropdowns, popovers) watch their size with ResizeObserver, which jsdom lacks; nothing resizes
// in jsdom, so an observer that never fires is faithful.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

// antd measures scroll bars through getComputedStyle with a pseudo element, which jsdom does not
// implement (it logs an error for each call): ask for the element's own style instead.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
