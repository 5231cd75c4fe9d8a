export { FileUpload, ImageUpload } from './file-upload';
export type { FileUploadProps, ImageUploadProps } from './file-upload';
export {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE,
  FILE_MESSAGES,
  IMAGE_MESSAGES,
  acceptsFile,
  checkFiles,
} from './file-rules';
export type { FileCheck, FileUploadMessages } from './file-rules';
