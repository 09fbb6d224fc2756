import { Navigate } from 'react-router';

/** The vouchers' money report lives among the reports now; an old link or bookmark lands there. */
export function Component() {
  return <Navigate to="/staff/reports/vouchers" replace />;
}
