/** The parts of s3rver (a local S3 stand-in, tests only) that the tests use; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  interface S3rverEvent {
    Records: { eventName: string; s3: { object: { key: string; size: number } } }[];
  }

  // The package's own shape: one default export.
  // eslint-disable-next-line no-restricted-exports
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
  }
}
