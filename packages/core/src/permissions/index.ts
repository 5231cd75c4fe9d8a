export {
  ALWAYS_ALLOWED_PATHS,
  OWNER_ONLY_PATHS,
  isOwnerOnlyPath,
  normalisePath,
  subjectForPath,
} from './path-subjects';
