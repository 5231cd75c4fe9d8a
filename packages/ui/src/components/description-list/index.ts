export { DescriptionList } from './description-list';
export type {
  DescriptionListEntry,
  DescriptionListItemProps,
  DescriptionListRootProps,
} from './description-list';
