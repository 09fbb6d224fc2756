export default function Page() {
  return <h1>booking-success</h1>;
}
