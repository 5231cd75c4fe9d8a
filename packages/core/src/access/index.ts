export {
  ACCESS_LEVEL,
  can,
  defineSubject,
  fullAccess,
  hasOption,
  levelOf,
  mergeSubjects,
  normalizeAccess,
  withOptions,
} from './access';
export type {
  AccessAction,
  AccessLevel,
  AccessRule,
  AccessSubject,
  Principal,
  SubjectOption,
} from './access';
export { ACCOUNT_OWNER_SUBJECT, STANDARD_SUBJECTS, SUBJECTS } from './subjects';
// The core contract's owner-only subject, zod-free here for admin manifests.
export { EMPLOYEES_SUBJECT } from '../contract/core-model';
export type { StandardSubjectId } from './subjects';
