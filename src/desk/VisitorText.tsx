/**
 * Text a visitor typed, shown as text: React escapes markup, the element isolates its direction
 * (a right-to-left override cannot turn the rest of the line round), and control, bidi and
 * zero-width characters are shown as escapes such as \u202e, so what the consultant reads is
 * what was stored.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

export function visible(text: string): string {
  return text.replace(INVISIBLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function VisitorText({ text, fallback = '-' }: { readonly text: string | null; readonly fallback?: string }) {
  return <bdi className="desk-visitor">{text === null ? fallback : visible(text)}</bdi>;
}

/**
 * An email address a visitor typed, as VisitorText shows text, that a narrow column wraps only
 * after its @ or before a dot (ana.lima@ / example.org), never inside a word.
 */
export function VisitorEmail({ text }: { readonly text: string }) {
  const parts = visible(text).split(/(?<=@)|(?=\.)/);
  return (
    <bdi className="desk-visitor desk-address">
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </bdi>
  );
}
