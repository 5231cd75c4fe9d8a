export { TagInput, MultiSelect } from './tag-input';
export type { MultiSelectProps, TagInputProps, TagOption } from './tag-input';
