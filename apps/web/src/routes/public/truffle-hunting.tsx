export default function Page() {
  return <h1>truffle-hunting</h1>;
}
