// Filled badge colours whose white text keeps the WCAG AA contrast ratio (≥ 4.5:1).
export const BADGE = {
  info: 'blue.9',
  positive: 'teal.9',
  negative: 'red.9',
  neutral: 'gray.7',
  muted: 'dark.6',
  initial: 'violet.9',
  attention: '#c2410c',
  special: 'grape.9',
} as const;
