import pc from 'picocolors';

/**
 * Where a command writes. The default prints to the terminal (picocolors honours NO_COLOR
 * and FORCE_COLOR); tests pass a recorder.
 */
export interface Output {
  info(message: string): void;
  success(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const terminal: Output = {
  info: (m) => console.log(m),
  success: (m) => console.log(pc.green(m)),
  warn: (m) => console.warn(pc.yellow(m)),
  error: (m) => console.error(pc.red(m)),
};

/** An Output that keeps lines, for tests. */
export function recorder(): Output & { lines: string[] } {
  const lines: string[] = [];
  const push = (m: string) => void lines.push(m);
  return { lines, info: push, success: push, warn: push, error: push };
}
