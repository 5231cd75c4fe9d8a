import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useControllableState } from '../../lib/use-controllable';
import { Stack } from '../stack/stack';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE,
  FILE_MESSAGES,
  IMAGE_MESSAGES,
  checkFiles,
} from './file-rules';
import type { FileUploadMessages } from './file-rules';

export interface FileUploadProps {
  /** Chosen files (controlled). */
  value?: File[];
  defaultValue?: File[];
  onValueChange?: (files: File[]) => void;
  /** Called with the messages of refused files (also shown under the drop zone). */
  onReject?: (errors: string[]) => void;
  /** Maximum number of files (default 20). */
  maxFiles?: number;
  /** Maximum size per file in bytes (default 10 MB). */
  maxSize?: number;
  /** `accept` list of the file input, also enforced on drop. */
  accept?: string;
  /** Override texts; `{name}`/`{file}`, `{max}` are filled in. */
  messages?: Partial<FileUploadMessages>;
  /** Visible label of the drop zone. */
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Show image thumbnails. */
  previews?: boolean;
  className?: string;
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Preview({ file }: { file: File }) {
  const url = useMemo(
    () =>
      typeof URL.createObjectURL === 'function' && file.type.startsWith('image/')
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url ? (
    <img className="sr-file-upload__thumb" src={url} alt="" />
  ) : (
    <FileText className="sr-file-upload__thumb" size={20} aria-hidden="true" />
  );
}

/**
 * Choose or drop files. Limits on count (20), size (10 MB each) and type are checked before
 * anything is added; refused files are listed with the spec's messages and change nothing.
 */
export function FileUpload({
  value,
  defaultValue = [],
  onValueChange,
  onReject,
  maxFiles = DEFAULT_MAX_FILES,
  maxSize = DEFAULT_MAX_FILE_SIZE,
  accept,
  messages,
  label = 'Drop files here or choose files',
  hint,
  disabled = false,
  previews = false,
  className,
}: FileUploadProps) {
  const [files, setFiles] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const base = `sr-upload-${useId()}`;
  const texts = { ...FILE_MESSAGES, ...messages };

  const addFiles = (list: File[]) => {
    const result = checkFiles(list, { existing: files.length, maxFiles, maxSize, accept, messages: texts });
    setErrors(result.errors);
    if (result.errors.length) onReject?.(result.errors);
    if (result.accepted.length) setFiles([...files, ...result.accepted]);
  };

  return (
    <div className={cx('sr-file-upload', className)} data-disabled={disabled ? '' : undefined}>
      <div
        className="sr-file-upload__zone"
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) addFiles([...event.dataTransfer.files]);
        }}
      >
        <Upload size={20} aria-hidden="true" />
        <label htmlFor={`${base}-input`} className="sr-file-upload__label">
          {label}
        </label>
        <input
          ref={input}
          id={`${base}-input`}
          type="file"
          className="sr-file-upload__input"
          multiple={maxFiles > 1}
          accept={accept}
          disabled={disabled}
          aria-describedby={
            [hint ? `${base}-hint` : '', errors.length ? `${base}-errors` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            // Let the same file be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        {hint ? (
          <div className="sr-field__hint" id={`${base}-hint`}>
            {hint}
          </div>
        ) : null}
      </div>
      {errors.length ? (
        <ul className="sr-file-upload__errors" id={`${base}-errors`} role="alert">
          {errors.map((error, i) => (
            <li key={i}>{error}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <Stack as="ul" gap={1} className="sr-file-upload__list" aria-label="Chosen files">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="sr-file-upload__item">
              {previews ? <Preview file={file} /> : null}
              <span className="sr-file-upload__name">{file.name}</span>
              <span className="sr-file-upload__size">{sizeText(file.size)}</span>
              <button
                type="button"
                className="sr-tag__remove"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  setFiles(files.filter((_, j) => j !== i));
                  setErrors([]);
                }}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </Stack>
      ) : null}
    </div>
  );
}

export type ImageUploadProps = Omit<FileUploadProps, 'previews'>;

/** FileUpload for images: `image/*`, thumbnails, and the image messages (spec 3 §5). */
export function ImageUpload({
  accept = 'image/*',
  messages,
  label = 'Drop images here or choose images',
  ...rest
}: ImageUploadProps) {
  return (
    <FileUpload
      accept={accept}
      messages={{ ...IMAGE_MESSAGES, ...messages }}
      label={label}
      previews
      {...rest}
    />
  );
}
