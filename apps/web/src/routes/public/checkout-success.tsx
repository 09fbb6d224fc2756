export default function Page() {
  return <h1>checkout-success</h1>;
}
