export default function Page() {
  return <h1>gallery</h1>;
}
