// Component tests render inside Mantine, as the app does. jsdom lacks matchMedia and
// ResizeObserver, which Mantine reads; these stand-ins answer "no resize" and match only
// reduced motion: with the theme respecting it, Mantine's transitions take no time, so no
// transition timer outlives a test file's jsdom ('window is not defined' after teardown).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { theme } from '../app/theme.ts';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// Element.scrollIntoView is called by Mantine's Combobox.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

export function renderWithMantine(ui: ReactElement) {
  return render(
    <MantineProvider theme={{ ...theme, respectReducedMotion: true }}>
      <ModalsProvider>{ui}</ModalsProvider>
    </MantineProvider>,
  );
}
