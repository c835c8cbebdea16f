import { Text } from '@mantine/core';

/** A unit after an input (Ft, Km, …) in a colour that keeps the contrast ratio. */
export function Suffix({ children }: { children?: string }) {
  return children ? (
    <Text size="sm" c="gray.7">
      {children}
    </Text>
  ) : null;
}
