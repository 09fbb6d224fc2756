export default function Page() {
  return <h1>cart</h1>;
}
