/** The assembled admin. Until the core shell lands this is a plain shell page. */
export function App() {
  return (
    <main>
      <h1>Storeroom</h1>
      <p>The admin shell is starting up.</p>
    </main>
  );
}
