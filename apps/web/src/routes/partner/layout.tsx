import { Outlet } from 'react-router';

export default function PartnerLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
