import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Breakpoints 576, 768, 1200, 1530 px (000 §9), in em as Mantine expects; loader blue.
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and links above the WCAG AA contrast ratio.
  primaryShade: 8,
  breakpoints: { xs: '36em', sm: '48em', md: '75em', lg: '95.625em', xl: '120em' },
  components: {
    Loader: { defaultProps: { color: 'blue' } },
    // A badge is as wide as its text: in a narrow table cell (decision history on a phone) Mantine
    // would cut it into an ellipsis; the table scrolls in its own box instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // A table wider than a phone scrolls in its own box; keyboard users reach that box too.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // The dialogs' X needs an accessible name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Bezárás' } } },
    // Mantine dims toast text below the contrast ratio.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-9)' } } },
    // Light alerts colour their titles (yellow on cream fails the contrast ratio).
    Alert: { styles: { title: { color: 'var(--mantine-color-gray-9)' } } },
  },
});

/** Mantine writes field errors (the message and the typed value) in red 6, below the WCAG AA
 * contrast ratio on white; red 8 keeps them readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
