import { Counter } from "./counter";

/** What both floor pages show: a heading and one client component. */
export function FloorPage({ rendered }: { rendered: string }) {
  return (
    <main>
      <h1>A bare Next.js page, {rendered}</h1>
      <Counter />
    </main>
  );
}
