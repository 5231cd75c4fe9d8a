import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiProvider, useApi } from './api-provider';
import { ApiRegistry, createApiFactory, createApiRef } from './api-ref';

interface Greeter {
  greet(name: string): string;
}
const greeterRef = createApiRef<Greeter>('test.greeter');
const prefixRef = createApiRef<string>('test.prefix');

function Greeting() {
  const greeter = useApi(greeterRef);
  return <p>{greeter.greet('Ada')}</p>;
}

describe('API refs', () => {
  it('builds factories lazily, once, with access to other APIs', () => {
    let built = 0;
    const registry = new ApiRegistry([
      createApiFactory(prefixRef, () => 'Hello'),
      createApiFactory(greeterRef, ({ get }) => {
        built += 1;
        return { greet: (name) => `${get(prefixRef)}, ${name}` };
      }),
    ]);
    expect(built).toBe(0);
    expect(registry.get(greeterRef).greet('Bo')).toBe('Hello, Bo');
    registry.get(greeterRef);
    expect(built).toBe(1);
  });

  it('names the missing API', () => {
    expect(() => new ApiRegistry().get(greeterRef)).toThrow(/No implementation for API "test.greeter"/);
  });

  it('lets a nested provider replace one API with a fake and keep the rest', () => {
    render(
      <ApiProvider factories={[createApiFactory(greeterRef, () => ({ greet: (n: string) => `Real ${n}` }))]}>
        <ApiProvider apis={[[greeterRef, { greet: (n: string) => `Fake ${n}` }]]}>
          <Greeting />
        </ApiProvider>
      </ApiProvider>,
    );
    expect(screen.getByText('Fake Ada')).toBeInTheDocument();
  });

  it('rejects malformed ids', () => {
    expect(() => createApiRef('has space')).toThrow(/Invalid API ref id/);
  });
});
