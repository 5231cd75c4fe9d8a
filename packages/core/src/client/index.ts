/** @storeroom/core/client: the HTTP client (no React); runs in browsers and Node. */
export const CLIENT_PACKAGE = '@storeroom/core/client';
