import { redirect } from 'react-router';

export const clientLoader = () => redirect('/privacy-policy');
export default function RedirectPrivacy() {
  return null;
}
