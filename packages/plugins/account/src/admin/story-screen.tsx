import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Account, HttpClient } from '@storeroom/core/client';
import { AdminTestProvider } from '@storeroom/core/testing';

/** What every account screen's stories vary: the answers, who is signed in, the address. */
export interface StoryScreenProps {
  http: HttpClient;
  account?: Account;
  path?: string;
}

/**
 * A story's screen: the page in an admin answering from `http` (the demo data, `pendingHttp()`
 * or `failingHttp()`), signed in as `account` (the owner by default), at `path`. With `route`
 * the page reads its parameters from the address (`/admin/site/invoice/:id`).
 */
export function storyScreen(page: ReactNode, defaultPath: string, route?: string) {
  return function Screen({ http, account, path }: StoryScreenProps) {
    return (
      <AdminTestProvider http={http} account={account} initialPath={path ?? defaultPath}>
        {route ? (
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        ) : (
          page
        )}
      </AdminTestProvider>
    );
  };
}
