/** A step of the 4 px spacing scale (`--sr-space-N`): 1 = 4 px, 2 = 8 px, 4 = 16 px, 6 = 24 px. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;

/**
 * Elements a layout primitive may render as. Lists lose their bullets and indent, fieldsets
 * their border, an address its italics, so `as="ul"`, `as="fieldset"` or `as="address"` keeps the
 * semantics without the default look.
 */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'fieldset'
  | 'form'
  | 'address'
  | 'span';
