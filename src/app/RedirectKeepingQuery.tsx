import { Navigate, useLocation } from 'react-router-dom';

/** A fixed redirect that carries the query along, since legacy links pass state in it. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
