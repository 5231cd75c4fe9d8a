import { describe, expect, it } from 'vitest';
import { createProgram } from './index';

describe('storeroom program', () => {
  it('names itself storeroom and describes its purpose in --help', () => {
    const help = createProgram().helpInformation();
    expect(help).toContain('Usage: storeroom');
    expect(help).toContain('Scaffold and run Storeroom plugins');
  });
});
