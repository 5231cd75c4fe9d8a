/**
 * `text` safe inside an email body's HTML (a template's title, a file name, a link): `& < > " '`
 * become numeric character references.
 *
 * @example
 * body: `<a href="${escapeHtml(file.link)}">Download ${escapeHtml(filename)}</a>`
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
