/**
 * The access subject of the __TITLE__ area. One declaration, every gate: the admin hides the
 * menu entry and guards the route with it; the server checks every endpoint against it;
 * employees and private-app tokens get rules for it. It sits in a module of its own, free of
 * zod, because the admin manifest needs it at start-up: the shell's first load stays small.
 * `src/schema.ts` re-exports it.
 */
__SUBJECTDECL__
