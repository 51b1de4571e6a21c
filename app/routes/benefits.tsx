// Placeholder while the page is being built (issue 3).
export default function Page() {
  return <h1>benefits</h1>;
}
