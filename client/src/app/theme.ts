import { createTheme } from '@mantine/core';

// Breakpoints 576, 768, 1200, 1530 px (000 §9), in em as Mantine expects; loader blue.
export const theme = createTheme({
  primaryColor: 'blue',
  breakpoints: { xs: '36em', sm: '48em', md: '75em', lg: '95.625em', xl: '120em' },
  components: { Loader: { defaultProps: { color: 'blue' } } },
});
