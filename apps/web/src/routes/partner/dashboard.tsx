export default function Page() {
  return <h1>partner dashboard</h1>;
}
