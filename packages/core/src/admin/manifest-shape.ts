/**
 * The shape check of plugin manifests at start-up. A tiny declarative checker instead of a
 * schema library: the shell's first load carries it for every admin, and zod (even its mini
 * build) alone weighed about 12 KB gzip of the 150 KB budget. Plugin screens still use zod
 * for their forms, lazily. Messages name the path of each problem, e.g.
 * `routes[0].load: load must be a function`.
 */
import { MENU_GROUPS } from '../plugin/define-plugin';

type Check = (value: unknown, path: string, problems: Issue[]) => void;
export interface Issue {
  path: string;
  message: string;
}

const at = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const string =
  (message = 'must be a string', pattern?: RegExp, patternMessage?: string): Check =>
  (v, path, problems) => {
    if (typeof v !== 'string') problems.push({ path, message });
    else if (pattern && !pattern.test(v)) problems.push({ path, message: patternMessage ?? message });
  };
const nonEmpty: Check = (v, path, problems) => {
  if (typeof v !== 'string' || v.length === 0) problems.push({ path, message: 'must be a non-empty string' });
};
const boolean: Check = (v, path, problems) => {
  if (typeof v !== 'boolean') problems.push({ path, message: 'must be true or false' });
};
const number: Check = (v, path, problems) => {
  if (typeof v !== 'number' || Number.isNaN(v)) problems.push({ path, message: 'must be a number' });
};
const fn =
  (what: string): Check =>
  (v, path, problems) => {
    if (typeof v !== 'function') problems.push({ path, message: `${what} must be a function` });
  };
const optional =
  (check: Check): Check =>
  (v, path, problems) => {
    if (v !== undefined) check(v, path, problems);
  };
const nullable =
  (check: Check): Check =>
  (v, path, problems) => {
    if (v !== null) check(v, path, problems);
  };
const array =
  (item: Check): Check =>
  (v, path, problems) => {
    if (!Array.isArray(v)) problems.push({ path, message: 'must be a list' });
    else v.forEach((entry, i) => item(entry, at(path, i), problems));
  };
/** An object with at least these keys (others are allowed: manifests may carry extras). */
const object =
  (shape: Record<string, Check>): Check =>
  (v, path, problems) => {
    if (!isObject(v)) {
      problems.push({ path, message: 'must be an object' });
      return;
    }
    for (const [key, check] of Object.entries(shape)) check(v[key], at(path, key), problems);
  };
const oneOf =
  (values: readonly string[]): Check =>
  (v, path, problems) => {
    if (typeof v !== 'string' || !values.includes(v))
      problems.push({ path, message: `must be one of ${values.map((x) => `"${x}"`).join(', ')}` });
  };

const subjectRef: Check = (v, path, problems) => {
  if (typeof v === 'string') nonEmpty(v, path, problems);
  else object({ id: nonEmpty, label: string() })(v, path, problems);
};
const optionalSubject = optional(nullable(subjectRef));
const adminPath = string('must be a string', /^\//, 'must be an absolute path starting with "/"');
const optionalBoolean = optional(boolean);
const component: Check = (v, path, problems) => {
  if (!(typeof v === 'function' || isObject(v)))
    problems.push({ path, message: 'component must be a React component' });
};

const manifestShape = object({
  id: string(
    'id must be a string',
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'id must be kebab-case (letters, digits and "-")',
  ),
  name: optional(string()),
  routes: optional(
    array(
      object({
        path: adminPath,
        load: fn('load'),
        subject: optionalSubject,
        ownerOnly: optionalBoolean,
        public: optionalBoolean,
        chromeless: optionalBoolean,
        title: optional(string()),
      }),
    ),
  ),
  menu: optional(
    array(
      object({
        group: oneOf(MENU_GROUPS),
        label: nonEmpty,
        path: adminPath,
        subject: optionalSubject,
        ownerOnly: optionalBoolean,
        order: optional(number),
      }),
    ),
  ),
  subjects: optional(
    array(
      object({
        id: string('must be a string', /^[a-z][a-z0-9_]*$/, 'subject id must be snake_case'),
        label: nonEmpty,
        options: optional(array(object({ id: nonEmpty, label: string(), grants: array(string()) }))),
      }),
    ),
  ),
  apis: optional(array(object({ ref: object({ id: nonEmpty }), factory: fn('factory') }))),
  slots: optional(
    array(
      object({
        slot: nonEmpty,
        id: nonEmpty,
        order: optional(number),
        subject: optional(subjectRef),
        component,
      }),
    ),
  ),
  // A slot ref of the plugin's contract, or a slot id.
  declaredSlots: optional(
    array((v, path, problems) =>
      typeof v === 'string' || (isObject(v) && typeof v.id === 'string')
        ? undefined
        : problems.push({ path, message: 'must be a slot ref or a slot id' }),
    ),
  ),
  search: optional(
    array(object({ id: nonEmpty, label: nonEmpty, subject: optionalSubject, search: fn('search') })),
  ),
  settings: optional(
    array(object({ path: adminPath, label: nonEmpty, load: fn('load'), subject: optionalSubject })),
  ),
  onInstall: optional(fn('onInstall')),
  onUninstall: optional(fn('onUninstall')),
  isInstalled: optional(fn('isInstalled')),
});

/** Problems with the shape of one manifest (empty when it is well-formed). */
export function manifestShapeIssues(manifest: unknown): Issue[] {
  const problems: Issue[] = [];
  manifestShape(manifest, '', problems);
  return problems;
}
