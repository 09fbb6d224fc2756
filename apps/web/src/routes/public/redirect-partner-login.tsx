import { redirectDocument } from 'react-router';

// The partner area is an app of its own (docs/decisions/0015): a full page load, not a client navigation.
export const clientLoader = () => redirectDocument('/partner/login');
export default function RedirectPartnerLogin() {
  return null;
}
