import { createContext, useContext } from 'react';

/** What the server renderer learns from the tree while rendering: the page's HTTP status. */
export interface RenderStatus {
  code: number;
}

const RenderStatusContext = createContext<RenderStatus | null>(null);

/** Given by the server renderer only; in the browser there is no status to set. */
export const RenderStatusProvider = RenderStatusContext.Provider;

/** A page that is an error (the 404 page) says so, so the server answers with that status. */
export function useRenderStatus(code: number): void {
  const status = useContext(RenderStatusContext);
  if (status) status.code = code;
}
