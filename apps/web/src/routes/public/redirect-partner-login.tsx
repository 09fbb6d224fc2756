import { redirect } from 'react-router';

export const clientLoader = () => redirect('/partner/login');
export default function RedirectPartnerLogin() {
  return null;
}
