/** Languages the theme code editor highlights (spec 3 §2: editable css, less, scss, twig, html, js). */
export const CODE_LANGUAGES = ['css', 'less', 'scss', 'twig', 'html', 'js'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Twig editor constants (spec 3 §9): tab width 4, minimum height 700 px, autosave 800 ms. */
export const CODE_EDITOR_TAB_SIZE = 4;
export const TWIG_EDITOR_MIN_HEIGHT = 700;
export const TWIG_AUTOSAVE_MS = 800;

/** The language of a file name by its extension, or null when it is not editable. */
export function languageOfFile(name: string): CodeLanguage | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const map: Record<string, CodeLanguage> = {
    css: 'css',
    less: 'less',
    scss: 'scss',
    twig: 'twig',
    html: 'html',
    htm: 'html',
    js: 'js',
    mjs: 'js',
  };
  return map[ext] ?? null;
}
