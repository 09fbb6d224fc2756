export default function Page() {
  return <h1>test-booking</h1>;
}
