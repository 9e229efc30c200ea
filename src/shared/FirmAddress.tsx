import { Anchor, Text, type MantineColor } from '@mantine/core';
import { addressLines, telUrl } from '../content/firm-config.ts';
import { firm } from '../content/firm.ts';

/**
 * The firm's legal name, registered address and phone from src/content/firm.ts, as far as they
 * are set; nothing at all while none is (the defaults invent no address).
 */
export function FirmAddress({
  color = 'navy.1',
  linkColor = 'white',
}: {
  color?: MantineColor;
  linkColor?: MantineColor;
}) {
  const lines = [
    ...(firm.legalName ? [firm.legalName] : []),
    ...(firm.registeredAddress ? addressLines(firm.registeredAddress) : []),
  ];
  if (lines.length === 0 && !firm.phone) return null;
  return (
    <Text component="address" size="sm" c={color} fs="normal" data-testid="firm-address">
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      {firm.phone ? (
        <Anchor href={telUrl(firm.phone)} c={linkColor} size="sm" underline="always">
          {firm.phone}
        </Anchor>
      ) : null}
    </Text>
  );
}
