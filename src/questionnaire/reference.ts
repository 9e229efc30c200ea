/**
 * The submission reference a visitor reads on the success card and in the confirmation email, and
 * the firm reads in its email and in `leads`: the server's id shortened to two groups of four
 * characters, enough to find one submission among thousands without asking anyone to read a UUID.
 */
export function submissionReference(id: string): string {
  const hex = id.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return hex.length >= 8 ? `${hex.slice(0, 4)}-${hex.slice(4, 8)}` : hex;
}
