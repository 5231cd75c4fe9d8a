/** Upload limits (spec 3 §9, spec 4 §5): 20 files at once, 10 MB each. */
export const DEFAULT_MAX_FILES = 20;
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

export interface FileUploadMessages {
  /** `{max}` is replaced by the limit. */
  tooMany: string;
  /** `{name}` (and `{file}`) by the file name, `{max}` by the limit in MB. */
  tooLarge: string;
  /** `{name}` by the file name. */
  wrongType: string;
}

/** Generic file messages: the review upload's texts (spec 4 §5). */
export const FILE_MESSAGES: FileUploadMessages = {
  tooMany: 'Maximum number of files for upload per time - {max}',
  tooLarge: 'File "{name}" is too large. We allow a maximum of {max} MB per file to be uploaded.',
  wrongType: 'File "{name}" is not of an allowed type.',
};

/** Image upload messages (spec 3 §5). */
export const IMAGE_MESSAGES: FileUploadMessages = {
  tooMany: 'Maximum number of files for upload per time - {max}',
  tooLarge: '"{file}" was not added. Maximum size allowed – {max}MB.',
  wrongType: '"{file}" was not added. Only images can be uploaded.',
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

/** Whether a file matches an `accept` list (`image/*`, `.csv`, `text/csv`). */
export function acceptsFile(file: File, accept?: string): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) =>
      rule.startsWith('.')
        ? name.endsWith(rule)
        : rule.endsWith('/*')
          ? file.type.toLowerCase().startsWith(rule.slice(0, -1))
          : file.type.toLowerCase() === rule,
    );
}

export interface FileCheck {
  accepted: File[];
  errors: string[];
}

/**
 * Splits newly chosen files into accepted ones and messages for the refused ones: wrong type,
 * too large, and those over the count limit (counting files already chosen).
 */
export function checkFiles(
  files: File[],
  {
    existing = 0,
    maxFiles = DEFAULT_MAX_FILES,
    maxSize = DEFAULT_MAX_FILE_SIZE,
    accept,
    messages = FILE_MESSAGES,
  }: {
    existing?: number;
    maxFiles?: number;
    maxSize?: number;
    accept?: string;
    messages?: FileUploadMessages;
  },
): FileCheck {
  const accepted: File[] = [];
  const errors: string[] = [];
  const maxMb = Math.round((maxSize / 1024 / 1024) * 100) / 100;
  let tooMany = false;
  for (const file of files) {
    if (!acceptsFile(file, accept))
      errors.push(fill(messages.wrongType, { name: file.name, file: file.name }));
    else if (file.size > maxSize)
      errors.push(fill(messages.tooLarge, { name: file.name, file: file.name, max: maxMb }));
    else if (existing + accepted.length >= maxFiles) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) errors.push(fill(messages.tooMany, { max: maxFiles }));
  return { accepted, errors };
}
