import { redirect } from 'react-router';

export const clientLoader = () => redirect('/partner/dashboard');
export default function PartnerIndex() {
  return null;
}
