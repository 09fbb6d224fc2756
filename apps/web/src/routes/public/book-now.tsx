export default function Page() {
  return <h1>book-now</h1>;
}
