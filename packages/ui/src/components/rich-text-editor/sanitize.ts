import DOMPurify from 'dompurify';

/**
 * Cleans editor HTML before it leaves the editor (and before foreign HTML enters it): scripts,
 * event handlers, `javascript:` links and unknown tags are removed; links that open a new tab
 * get `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input'],
    ADD_ATTR: ['target'],
  });
  return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (all, attrs: string) =>
    attrs.includes('rel=') ? all : `<a ${attrs} rel="noopener noreferrer">`,
  );
}
