// House rules that no published ESLint plugin expresses exactly (ARCHITECTURE.md,
// "Dependency direction"; STYLE.md rules 1 and 3). Kept dependency-free so the rules are
// easy to read and to test (eslint/storeroom-plugin.test.ts).
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/** Which house package a file belongs to, from its path inside the repo. */
export function packageOf(filename) {
  const rel = relative(repoRoot, resolve(filename)).split(sep).join('/');
  let m = rel.match(/^packages\/plugins\/([^/]+)\//);
  if (m) return { kind: 'plugin', id: m[1], root: `packages/plugins/${m[1]}`, rel };
  m = rel.match(/^packages\/([^/]+)\//);
  if (m) return { kind: m[1], id: m[1], root: `packages/${m[1]}`, rel };
  m = rel.match(/^examples\/([^/]+)\//);
  if (m) return { kind: 'example', id: m[1], root: `examples/${m[1]}`, rel };
  return { kind: 'repo', id: 'repo', root: '', rel };
}

/** The house package an import specifier points at, or null for third-party code. */
export function targetOf(specifier) {
  const m = specifier.match(/^@storeroom\/([^/]+)(\/.*)?$/);
  if (!m) return null;
  const [, name, subpath = ''] = m;
  if (name.startsWith('plugin-')) return { kind: 'plugin', id: name.slice('plugin-'.length), subpath };
  return { kind: name, id: name, subpath };
}

/**
 * Returns why `from` may not import `to`, or null when the import is allowed.
 * ui <- core <- plugins <- examples; core/client <- server-side code; server <- plugins'
 * server entries; plugins never import each other.
 */
export function directionViolation(from, to) {
  if (!to) return null;
  if (to.kind === 'build-config') return null;
  switch (from.kind) {
    case 'ui':
      return to.kind === 'ui'
        ? null
        : `@storeroom/ui imports nothing of ours (found @storeroom/${to.id}${to.subpath}).`;
    case 'core':
      if (to.kind === 'ui' || to.kind === 'core') return null;
      return `@storeroom/core may import only @storeroom/ui (found @storeroom/${to.id}${to.subpath}).`;
    case 'server':
      if (to.kind === 'server') return null;
      if (to.kind === 'core' && to.subpath !== '') return null;
      return `@storeroom/server may import only @storeroom/core's non-React entry points (found @storeroom/${to.id}${to.subpath}).`;
    case 'cli':
      if (to.kind === 'plugin')
        return `@storeroom/cli never imports a plugin (found @storeroom/plugin-${to.id}).`;
      return null;
    case 'plugin': {
      if (to.kind === 'plugin') {
        // ARCHITECTURE.md "A plugin": another plugin's ./contract, and nothing else of it.
        return to.id === from.id || to.subpath === '/contract'
          ? null
          : `Plugins never import each other: plugin "${from.id}" imports @storeroom/plugin-${to.id}${to.subpath}. Import its ./contract (@storeroom/plugin-${to.id}/contract) and nothing else of it.`;
      }
      if (to.kind === 'server') {
        const serverSide = /\/src\/server\//.test(`/${from.rel}`) || /\/dev\//.test(`/${from.rel}`);
        // Tests of the admin side run the real server in-process (@storeroom/server/testing),
        // and so do the test helpers they share (`*.test-support.ts(x)`).
        const test = /\.test(-support)?\.tsx?$/.test(from.rel);
        return serverSide || test
          ? null
          : `Only a plugin's server entry (src/server/) and tests may import @storeroom/server.`;
      }
      if (to.kind === 'ui' || to.kind === 'core') return null;
      return `A plugin may import only @storeroom/core, @storeroom/ui and (server side) @storeroom/server (found @storeroom/${to.id}).`;
    }
    default:
      return null;
  }
}

function checkSource(context, node, check) {
  if (node && typeof node.value === 'string') check(node, node.value);
}

function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => node.source && check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
  };
}

const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce ui <- core <- plugins <- examples; plugins never import each other.' },
    schema: [],
    messages: { violation: '{{reason}}' },
  },
  create(context) {
    const from = packageOf(context.filename);
    return importVisitors((source) =>
      checkSource(context, source, (node, value) => {
        const reason = directionViolation(from, targetOf(value));
        if (reason) context.report({ node, messageId: 'violation', data: { reason } });
      }),
    );
  },
};

function nearestPackageRoot(dir) {
  let current = dir;
  while (current.startsWith(repoRoot) && current !== repoRoot) {
    if (existsSync(join(current, 'package.json'))) return current;
    current = dirname(current);
  }
  return repoRoot;
}

const noRelativeEscape = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import never leaves its package: use the package name.' },
    schema: [],
    messages: {
      escape:
        'Relative import "{{value}}" leaves its package ({{pkg}}). Import the other package by name through its public entry point.',
    },
  },
  create(context) {
    const fileDir = dirname(resolve(context.filename));
    const pkgRoot = nearestPackageRoot(fileDir);
    return importVisitors((source) =>
      checkSource(context, source, (node, value) => {
        if (!value.startsWith('.')) return;
        const target = resolve(fileDir, value);
        if (target === pkgRoot || target.startsWith(pkgRoot + sep)) return;
        context.report({
          node,
          messageId: 'escape',
          data: { value, pkg: relative(repoRoot, pkgRoot) || 'the repo root' },
        });
      }),
    );
  },
};

export const storeroomPlugin = {
  meta: { name: 'eslint-plugin-storeroom' },
  rules: {
    'dependency-direction': dependencyDirection,
    'no-relative-escape': noRelativeEscape,
  },
};

export default storeroomPlugin;
