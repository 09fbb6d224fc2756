export default function Page() {
  return <h1>partner login</h1>;
}
