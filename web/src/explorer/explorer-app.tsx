import { GraphiQL } from 'graphiql';
import { useEffect, useState, type ComponentProps } from 'react';
import { shopConfig } from '../config/shop-config';
import { exampleTabs } from './examples';
import { createExplorerFetcher, SIGN_IN_PATH } from './fetcher';

type Session =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; email: string; role: string };

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];
const explorerFetch = createExplorerFetcher();
// Results are parsed JSON (plain error objects, not GraphQLError instances), as with any HTTP fetcher.
const fetcher: Fetcher = (params, opts) => explorerFetch(params, opts) as unknown as ReturnType<Fetcher>;

/**
 * GraphiQL opens the first default tab with its query but not its variables: hand them over as
 * the initial variables, only on a first visit (with tabs in storage they would open a new tab).
 */
function firstVisitVariables(): string | undefined {
  try {
    if (window.localStorage.getItem('graphiql:tabState')) return undefined;
  } catch {
    return undefined;
  }
  return exampleTabs[0].variables;
}

function useSession(): Session {
  const [session, setSession] = useState<Session>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetch('/api/auth/user', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return { state: 'signed-out' } as const;
        const user = (await response.json()) as { email?: string; role?: string };
        return { state: 'signed-in', email: user.email ?? '', role: user.role ?? 'user' } as const;
      })
      .catch(() => ({ state: 'signed-out' }) as const)
      .then((next) => {
        if (live) setSession(next);
      });
    return () => {
      live = false;
    };
  }, []);
  return session;
}

function SessionNote({ session }: { session: Session }) {
  if (session.state === 'loading') return <span>Checking your session…</span>;
  if (session.state === 'signed-in' && session.role === 'admin') {
    return (
      <span>
        Signed in as <strong>{session.email}</strong> (admin): queries run with your session.
      </span>
    );
  }
  return (
    <span className="ht-explorer__warning" role="status">
      {session.state === 'signed-in'
        ? `${session.email} is not an admin account: the API refuses its own operations from it. `
        : 'You are not signed in: the API refuses operations from guests. '}
      <a href={SIGN_IN_PATH}>Sign in as an admin first</a>, then come back.
    </span>
  );
}

export function ExplorerApp() {
  const session = useSession();
  const [initialVariables] = useState(firstVisitVariables);
  const title = `${shopConfig.brandName} GraphQL explorer`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="ht-explorer">
      <header className="ht-explorer__help">
        <h1>{title}</h1>
        <p>
          <SessionNote session={session} /> The tabs hold example operations for common support questions; the
          book icon on the left opens the schema documentation. Other tools can call <code>/graphql</code>{' '}
          with an API token: <code>Authorization: Bearer &lt;token&gt;</code>.
        </p>
      </header>
      <div className="ht-explorer__ide">
        <GraphiQL
          fetcher={fetcher}
          defaultTabs={exampleTabs}
          initialVariables={initialVariables}
          defaultEditorToolsVisibility="variables"
        >
          <GraphiQL.Logo>{title}</GraphiQL.Logo>
        </GraphiQL>
      </div>
    </div>
  );
}
