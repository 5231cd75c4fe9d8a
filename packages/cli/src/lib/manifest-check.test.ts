import { describe, expect, it } from 'vitest';
import { definePlugin } from '@storeroom/core';
import { runDoctor } from './doctor-process.test-support';
import { manifestFindings } from './manifest-check';

const page = () => Promise.resolve(() => null);

describe('doctor: manifest validation', () => {
  it('reports what createAdmin would refuse, naming the plugin', () => {
    const a = definePlugin({
      id: 'gift-wrap',
      routes: [{ path: '/admin/gift-wrap', subject: 'gift_wrap', load: page }],
      menu: [{ group: 'manage', label: 'Gift wrap', path: '/admin/gift-wrapping' }],
    });
    const findings = manifestFindings([a]);
    expect(findings.every((f) => f.level === 'error' && f.check === 'manifest')).toBe(true);
    const text = findings.map((f) => f.message).join('\n');
    expect(text).toContain('gift-wrap');
    expect(text).toMatch(/gift_wrap/);
    expect(text).toMatch(/\/admin\/gift-wrapping/);
  });

  it('passes a valid manifest', () => {
    const subject = { id: 'gift_wrap', label: 'Gift wrap' };
    const ok = definePlugin({
      id: 'gift-wrap',
      subjects: [subject],
      routes: [{ path: '/admin/gift-wrap', subject, load: page }],
      menu: [{ group: 'manage', label: 'Gift wrap', path: '/admin/gift-wrap' }],
    });
    expect(manifestFindings([ok])).toEqual([]);
  });

  // A process that compiles the plugin and the server from source: 55-89 s at load 30.
  it(
    'loads and validates the hello plugin made by the CLI (storeroom doctor as a process)',
    { timeout: 300_000 },
    () => {
      const result = runDoctor('examples/hello-plugin');
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('✔ The plugin follows the conventions.');
      expect(result.stdout).toContain('manifest');
    },
  );
});
