import { Outlet } from 'react-router';

// PLACEHOLDER: replaced by the issue that builds this screen.
export function DashboardLayout() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <Outlet />
    </section>
  );
}
