/**
 * Small pieces of email-client-safe HTML: every value escaped, tables and inline styles only (mail
 * programs drop <style> blocks and ignore most CSS), no scripts, no images, no remote resources.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A visitor's text as HTML: escaped, its line breaks kept. */
export function escapedLines(value: string): string {
  return escapeHtml(value)
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .join('<br>');
}

export const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1f2937';

/** The whole message: one centred table 640 px wide. */
export function htmlDocument(title: string, rows: readonly string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">',
    '<tr><td align="center" style="padding:16px 8px">',
    `<table role="presentation" width="640" cellpadding="0" cellspacing="0" border="0" style="max-width:640px;width:100%;background:#ffffff;border:1px solid #e5e7eb;${FONT}">`,
    ...rows,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
    '',
  ].join('\n');
}

export function headingRow(text: string): string {
  return `<tr><td colspan="2" style="padding:20px 24px 8px;font-size:16px;font-weight:bold;color:#111827;border-bottom:1px solid #e5e7eb">${escapeHtml(text)}</td></tr>`;
}

/** A label and its value (already HTML). */
export function fieldRow(label: string, valueHtml: string): string {
  return `<tr><td valign="top" style="padding:6px 12px 6px 24px;width:40%;color:#4b5563">${escapeHtml(label)}</td><td valign="top" style="padding:6px 24px 6px 12px;color:#111827">${valueHtml}</td></tr>`;
}

/** A full-width paragraph (already HTML). */
export function textRow(html: string, style = ''): string {
  return `<tr><td colspan="2" style="padding:6px 24px;${style}">${html}</td></tr>`;
}
