export default function Page() {
  return <h1>checkout-cancel</h1>;
}
