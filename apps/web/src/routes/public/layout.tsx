import { Outlet } from 'react-router';

export default function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip</a>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
