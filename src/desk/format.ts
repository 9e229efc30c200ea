/** A moment as the desk shows it everywhere: the day and the minute, in UTC, said so. */
export function receivedText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
