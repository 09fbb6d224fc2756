export default function Page() {
  return <h1>checkout</h1>;
}
