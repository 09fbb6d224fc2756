export default function Page() {
  return <h1>wine-tasting</h1>;
}
