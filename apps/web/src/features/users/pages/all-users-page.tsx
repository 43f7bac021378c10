// PLACEHOLDER: replaced by the issue that builds this screen.
export function AllUsersPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">All Users</h1>
      
    </section>
  );
}
