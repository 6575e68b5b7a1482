import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createCache } from '../../../apollo/client';
import { Toaster } from '../../../components/toast';
import { MeQuery } from '../../../lib/auth/use-auth';
import { theme } from '../../../theme/theme';

export const ADMIN = {
  __typename: 'User' as const,
  id: 'u-admin-1',
  email: 'admin@hometunnel.example',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin' as const,
  createdAt: '2025-01-02T10:00:00.000Z',
};

export const CUSTOMER = {
  ...ADMIN,
  id: 'u-cust-1',
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: 'Customer',
  role: 'user' as const,
};

export function meMock(user: typeof ADMIN | typeof CUSTOMER | null): MockLink.MockedResponse {
  return {
    request: { query: MeQuery },
    result: { data: { me: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function gqlError(code: string, message: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

/** Renders an admin screen at `path` inside the app's providers, with a '/' page to land on. */
export function renderAdmin(element: ReactElement, path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path={path.split('?')[0]} element={element} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}
