/**
 * An email address as the server compares and keeps it where it stands for a person (a desk
 * member, an invite, a data subject's request, an erasure's match): trimmed, lower case. Mail
 * systems treat the domain case-insensitively and no provider of note delivers Jane@ and jane@
 * apart.
 */
export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}
