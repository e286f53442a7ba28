"use client";

import { useState } from "react";

/** The one client component of the floor pages: React and the router are loaded and hydrate it. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
